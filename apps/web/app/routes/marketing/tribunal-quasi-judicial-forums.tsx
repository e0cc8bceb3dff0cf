import { ServicePage } from '#app/components/content/service-page.tsx';
import { tribunalCopy } from '#app/content/copy/services.ts';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/tribunal-quasi-judicial-forums.ts';
import { faqJsonLd, serviceJsonLd } from '#app/content/structured-data.ts';

export const meta = () =>
  pageMeta(copy, {
    jsonLd: [
      serviceJsonLd({
        route: copy.route,
        name: tribunalCopy.name,
        description: tribunalCopy.intro,
      }),
      ...faqJsonLd(tribunalCopy.faqs),
    ],
  });

export default function TribunalPage() {
  return <ServicePage copy={tribunalCopy} />;
}
