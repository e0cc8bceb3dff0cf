import { pageStyles } from '#app/components/layout/page.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/catalogue.ts';
import { CatalogueSection } from '#app/features/catalogue-admin/catalogue-section.tsx';
import { ScreenGate } from '#app/features/my-apps/screen-gate.tsx';

export const meta = () => pageMeta(copy);

/** Laid out like `Page`, whose body column is narrower than the plan tables need. */
export default function CataloguePage() {
  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.intro}>
        <h1>{copy.heading}</h1>
        <p className={pageStyles.lead}>{copy.summary}</p>
      </div>
      <ScreenGate
        permission="manage:all:platform"
        needsProfile={false}
        denied="You do not have access to this page."
      >
        <CatalogueSection />
      </ScreenGate>
    </div>
  );
}
