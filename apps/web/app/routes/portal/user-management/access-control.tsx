import { pageStyles } from '#app/components/layout/page.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/user-management-access-control.ts';
import { AccessControlSection } from '#app/features/access-control/access-control-section.tsx';

export const meta = () => pageMeta(copy);

/** Laid out like `Page`, whose body column is narrower than the matrix needs. */
export default function AccessControlPage() {
  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.intro}>
        <h1>{copy.heading}</h1>
        <p className={pageStyles.lead}>{copy.summary}</p>
      </div>
      <AccessControlSection />
    </div>
  );
}
