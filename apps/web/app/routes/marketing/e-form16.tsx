import type { PortalScreen } from '#app/components/content/product-picture.tsx';
import { eform16Copy } from '#app/content/copy/products.ts';
import { copy } from '#app/content/pages/e-form16.ts';
import { productPageMeta } from '#app/content/product-meta.ts';
import { ProductPage } from '#app/features/catalogue/product-page.tsx';

/** The portal screen the hero shows. */
const SCREEN: PortalScreen = {
  name: 'users',
  alt: 'The customer portal’s Users screen: your people with their role, status and last sign-in, and Invite user.',
};

export const meta = () => productPageMeta(copy, eform16Copy);

export default function EForm16Page() {
  return <ProductPage copy={eform16Copy} screen={SCREEN} />;
}
