import { Page } from '#app/components/layout/page.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/matters-new.ts';
import { MatterRequestSection } from '#app/features/matter-requests/matter-request-section.tsx';

export const meta = () => pageMeta(copy);

/** `/matters/new`: a client asks for help with a notice and uploads it. */
export default function MattersNewPage() {
  return (
    <Page copy={copy}>
      <MatterRequestSection />
    </Page>
  );
}
