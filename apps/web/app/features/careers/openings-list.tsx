import { careersApi } from '@prakar/shared/api/careers';
import type { Opening } from '@prakar/shared/careers';
import { lazy, Suspense, useState } from 'react';
import { LoadError } from '#app/components/content/load-error.tsx';
import { useApiQuery } from '#app/lib/api-query.ts';
import { useFocusReturn } from '#app/lib/focus-return.ts';
import styles from './careers.module.css';
import { OpeningCard } from './opening-card';

// The form brings React Hook Form, zod and the dialog: loaded when someone chooses to apply.
const ApplicationDialog = lazy(() => import('./application-dialog'));

/** The open positions, read from the database when the page opens. */
export function OpeningsList({ emptyText }: { emptyText: string }) {
  const answer = useApiQuery(careersApi.openings, {});
  const [applyingTo, setApplyingTo] = useState<Opening | undefined>();
  const focusReturn = useFocusReturn();

  if (answer.isPending || (answer.isError && answer.isFetching)) {
    return (
      // Pre-rendered as this: the page starts the app as the list comes near (ADR 0050).
      <div className={styles.placeholder} aria-busy="true" data-app-start="near">
        <p role="status">Loading current openings…</p>
      </div>
    );
  }
  if (answer.isError) {
    return (
      <LoadError
        message="We could not load the current openings. Please check your connection and try again."
        onRetry={() => void answer.refetch()}
      />
    );
  }
  const { openings } = answer.data;
  if (openings.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <>
      <ul className={styles.openings}>
        {openings.map((opening) => (
          <li key={opening.id}>
            <OpeningCard
              opening={opening}
              onApply={(button) => {
                focusReturn.remember(button);
                setApplyingTo(opening);
              }}
            />
          </li>
        ))}
      </ul>
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
