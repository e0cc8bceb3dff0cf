import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/catalogue.ts';
import { BackOfficeScreen } from '#app/features/back-office/back-office-screen.tsx';
import { CatalogueSection } from '#app/features/catalogue-admin/catalogue-section.tsx';

export const meta = () => pageMeta(copy);

/** `/catalogue`: the products' plans and prices, kept by the staff. */
export default function CataloguePage() {
  return (
    <BackOfficeScreen copy={copy}>
      <CatalogueSection />
    </BackOfficeScreen>
  );
}
