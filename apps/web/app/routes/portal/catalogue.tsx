import { Page } from '#app/components/layout/page.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/catalogue.ts';
import { BackOfficeFrame } from '#app/features/back-office/back-office-frame.tsx';
import { CatalogueSection } from '#app/features/catalogue-admin/catalogue-section.tsx';
import { ScreenGate } from '#app/features/my-apps/screen-gate.tsx';

export const meta = () => pageMeta(copy);

/** Across the page's full width: the reading column is narrower than the plan tables needs. */
export default function CataloguePage() {
  return (
    <Page copy={copy} wide>
      <ScreenGate
        permission="manage:all:platform"
        needsProfile={false}
        denied="You do not have access to this page."
      >
        <BackOfficeFrame>
          <CatalogueSection />
        </BackOfficeFrame>
      </ScreenGate>
    </Page>
  );
}
