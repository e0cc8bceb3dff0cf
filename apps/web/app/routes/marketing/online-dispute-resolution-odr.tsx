import { ServicePage } from '../../components/content/service-page';
import { odrCopy } from '../../content/copy/services';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/online-dispute-resolution-odr';
import { faqJsonLd, serviceJsonLd } from '../../content/structured-data';

export const meta = () =>
  pageMeta(copy, {
    jsonLd: [
      serviceJsonLd({ route: copy.route, name: odrCopy.name, description: odrCopy.intro }),
      ...faqJsonLd(odrCopy.faqs),
    ],
  });

export default function OnlineDisputeResolutionPage() {
  return <ServicePage copy={odrCopy} />;
}
