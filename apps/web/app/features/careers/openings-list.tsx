import { careersApi } from '@prakar/shared/api/careers';
import type { Opening } from '@prakar/shared/careers';
import { OPENING_SLOTS, TEMPLATE_OPENING } from '@prakar/shared/careers-page';
import { jsonInScript } from '@prakar/shared/html';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { LoadError } from '#app/components/content/load-error.tsx';
import { useApiQuery } from '#app/lib/api-query.ts';
import { useFocusReturn } from '#app/lib/focus-return.ts';
import styles from './careers.module.css';
import { OpeningCard } from './opening-card';

// The form brings React Hook Form, zod and the dialog: loaded when someone chooses to apply.
const ApplicationDialog = lazy(() => import('./application-dialog'));

/**
 * The openings the server filled into this page as it sent it (ADR 0068), so the app's first
 * render draws the list the visitor already sees and hydration keeps it; none in the build's own.
 */
function servedOpenings(): Opening[] | undefined {
  const served =
    typeof document === 'undefined'
      ? null
      : document.querySelector(`script[${OPENING_SLOTS.served}]`)?.textContent;
  return served ? ((JSON.parse(served) as Opening[] | null) ?? undefined) : undefined;
}

function OpeningCards({
  openings,
  onApply,
}: {
  openings: readonly Opening[];
  onApply?: (opening: Opening, button: HTMLButtonElement) => void;
}) {
  return (
    <ul className={styles.openings}>
      {openings.map((opening) => (
        <li key={opening.id}>
          <OpeningCard opening={opening} onApply={(button) => onApply?.(opening, button)} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Written only into the pre-rendered page: the list drawn from `TEMPLATE_OPENING` and the text for
 * no openings, which the server keeps and takes out of the page, to draw today's openings with.
 */
function ListTemplates({ emptyText }: { emptyText: string }) {
  const slot = { [OPENING_SLOTS.template]: '' };
  return (
    <div hidden {...slot}>
      <OpeningCards openings={[TEMPLATE_OPENING]} />
      <p className={styles.empty}>{emptyText}</p>
    </div>
  );
}

/**
 * The open positions, served in the page (ADR 0068) and read again from the database once the app
 * runs; a page the server did not fill (the build alone) shows them from then on.
 */
export function OpeningsList({ emptyText }: { emptyText: string }) {
  const [served] = useState(servedOpenings);
  const answer = useApiQuery(careersApi.openings, {});
  const [applyingTo, setApplyingTo] = useState<Opening | undefined>();
  const focusReturn = useFocusReturn();
  const openings = answer.data?.openings ?? served;

  let list: ReactNode;
  if (openings) {
    list =
      openings.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <OpeningCards
          openings={openings}
          onApply={(opening, button) => {
            focusReturn.remember(button);
            setApplyingTo(opening);
          }}
        />
      );
  } else if (answer.isError && !answer.isFetching) {
    list = (
      <LoadError
        message="We could not load the current openings. Please check your connection and try again."
        onRetry={() => void answer.refetch()}
      />
    );
  } else {
    list = (
      <div className={styles.placeholder} aria-busy="true">
        <p role="status">Loading current openings…</p>
      </div>
    );
  }
  const slot = { [OPENING_SLOTS.list]: '' };
  const servedSlot = { [OPENING_SLOTS.served]: '' };
  return (
    <>
      {/* `near` starts the app as the list comes near (ADR 0050), so Apply answers at once. */}
      <div {...slot} data-app-start="near">
        {list}
      </div>
      <script
        type="application/json"
        {...servedSlot}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a data block of our own openings, escaped
        dangerouslySetInnerHTML={{ __html: jsonInScript(served ?? null) }}
      />
      {import.meta.env.SSR ? <ListTemplates emptyText={emptyText} /> : null}
      {applyingTo ? (
        <Suspense fallback={null}>
          <ApplicationDialog
            key={applyingTo.id}
            opening={applyingTo}
            onClose={() => setApplyingTo(undefined)}
            onCloseAutoFocus={focusReturn.restore}
          />
        </Suspense>
      ) : null}
    </>
  );
}
