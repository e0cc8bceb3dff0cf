import type { PortalScreen } from '#app/components/content/product-picture.tsx';
import { epoiCopy } from '#app/content/copy/products.ts';
import { copy } from '#app/content/pages/e-poi.ts';
import { productPageMeta } from '#app/content/product-meta.ts';
import { ProductPage } from '#app/features/catalogue/product-page.tsx';

/** The portal screen the hero shows. */
const SCREEN: PortalScreen = {
  name: 'access-control',
  alt: 'The customer portal’s Access control screen: which users may open E-POI, Smart TDS and E-Form16.',
};

export const meta = () => productPageMeta(copy, epoiCopy);

export default function EPoiPage() {
  return <ProductPage copy={epoiCopy} screen={SCREEN} />;
}
