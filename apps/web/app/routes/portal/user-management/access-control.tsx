import { Page } from '#app/components/layout/page.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/user-management-access-control.ts';
import { AccessControlSection } from '#app/features/access-control/access-control-section.tsx';

export const meta = () => pageMeta(copy);

/** Across the page's full width: the reading column is narrower than the matrix needs. */
export default function AccessControlPage() {
  return (
    <Page copy={copy} wide>
      <AccessControlSection />
    </Page>
  );
}
