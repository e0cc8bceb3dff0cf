import { ServicePage } from '../../components/content/service-page';
import { transferPricingCopy } from '../../content/copy/services';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/transfer-pricing-international-taxation';
import { faqJsonLd, serviceJsonLd } from '../../content/structured-data';

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
