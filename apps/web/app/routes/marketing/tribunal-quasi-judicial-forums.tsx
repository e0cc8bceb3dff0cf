import { ServicePage } from '../../components/content/service-page';
import { tribunalCopy } from '../../content/copy/services';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/tribunal-quasi-judicial-forums';
import { faqJsonLd, serviceJsonLd } from '../../content/structured-data';

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
