import { pageStyles } from '../../components/layout/page';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/catalogue';
import { CatalogueSection } from '../../features/catalogue-admin/catalogue-section';
import { ScreenGate } from '../../features/my-apps/screen-gate';

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
