import type { PortalScreen } from '#app/components/content/product-picture.tsx';
import { smartTdsCopy } from '#app/content/copy/products.ts';
import { copy } from '#app/content/pages/tds.ts';
import { productPageMeta } from '#app/content/product-meta.ts';
import { ProductPage } from '#app/features/catalogue/product-page.tsx';

/** The portal screen the hero shows. */
const SCREEN: PortalScreen = {
  name: 'transactions',
  alt: 'The customer portal’s Transaction history: orders with amounts, GST, status, payment and invoice downloads.',
};

export const meta = () => productPageMeta(copy, smartTdsCopy);

export default function TdsPage() {
  return <ProductPage copy={smartTdsCopy} screen={SCREEN} />;
}
