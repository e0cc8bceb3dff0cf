import { clientMattersApi } from '@prakar/shared/api/client-matters';
import { Page } from '#app/components/layout/page.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy, deniedText } from '#app/content/pages/matters.ts';
import { MattersSection } from '#app/features/matters/matters-section.tsx';
import { ScreenGate } from '#app/features/my-apps/screen-gate.tsx';

export const meta = () => pageMeta(copy);

/** `/matters`: the organisation's advisory matters, across the page's width for the table. */
export default function MattersPage() {
  return (
    <Page copy={copy} wide>
      <ScreenGate endpoint={clientMattersApi.list} needsProfile={false} denied={deniedText}>
        <MattersSection />
      </ScreenGate>
    </Page>
  );
}
