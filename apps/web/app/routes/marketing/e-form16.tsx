import type { PortalScreen } from '#app/components/content/product-picture.tsx';
import { eform16Copy } from '#app/content/copy/products.ts';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/e-form16.ts';
import { faqJsonLd, softwareJsonLd } from '#app/content/structured-data.ts';
import { ProductPage } from '#app/features/catalogue/product-page.tsx';

/** The portal screen the hero shows. */
const SCREEN: PortalScreen = {
  name: 'users',
  alt: 'The customer portal’s Users screen: your people with their role, status and last sign-in, and Invite user.',
};

export const meta = () =>
  pageMeta(copy, {
    jsonLd: [
      softwareJsonLd({ route: copy.route, name: eform16Copy.name, description: eform16Copy.intro }),
      ...faqJsonLd(eform16Copy.faqs),
    ],
  });

export default function EForm16Page() {
  return <ProductPage copy={eform16Copy} screen={SCREEN} />;
}
