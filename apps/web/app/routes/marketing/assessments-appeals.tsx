import { ServicePage } from '../../components/content/service-page';
import { assessmentsAppealsCopy } from '../../content/copy/services';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/assessments-appeals';
import { faqJsonLd, serviceJsonLd } from '../../content/structured-data';

export const meta = () =>
  pageMeta(copy, {
    jsonLd: [
      serviceJsonLd({
        route: copy.route,
        name: assessmentsAppealsCopy.name,
        description: assessmentsAppealsCopy.intro,
      }),
      ...faqJsonLd(assessmentsAppealsCopy.faqs),
    ],
  });

export default function AssessmentsAppealsPage() {
  return <ServicePage copy={assessmentsAppealsCopy} />;
}
