import { ServicePage } from '#app/components/content/service-page.tsx';
import { transferPricingCopy } from '#app/content/copy/services.ts';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/transfer-pricing-international-taxation.ts';
import { faqJsonLd, serviceJsonLd } from '#app/content/structured-data.ts';

export const meta = () =>
  pageMeta(copy, {
    jsonLd: [
      serviceJsonLd({
        route: copy.route,
        name: transferPricingCopy.name,
        description: transferPricingCopy.intro,
      }),
      ...faqJsonLd(transferPricingCopy.faqs),
    ],
  });

export default function TransferPricingPage() {
  return <ServicePage copy={transferPricingCopy} />;
}
