import { ServicePage } from '#app/components/content/service-page.tsx';
import { assessmentsAppealsCopy } from '#app/content/copy/services.ts';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/assessments-appeals.ts';
import { faqJsonLd, serviceJsonLd } from '#app/content/structured-data.ts';

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
