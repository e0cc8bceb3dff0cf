import { ServicePage } from '#app/components/content/service-page.tsx';
import { odrCopy } from '#app/content/copy/services.ts';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/online-dispute-resolution-odr.ts';
import { faqJsonLd, serviceJsonLd } from '#app/content/structured-data.ts';

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
