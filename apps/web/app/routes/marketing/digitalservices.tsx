import { ContentPage } from '../../components/content/content-page';
import { digitalServicesCopy } from '../../content/copy/solutions';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/digitalservices';
import { faqJsonLd } from '../../content/structured-data';

export const meta = () => pageMeta(copy, { jsonLd: faqJsonLd(digitalServicesCopy.faqs) });

export default function DigitalServicesPage() {
  return <ContentPage copy={digitalServicesCopy} eyebrow="Solutions" />;
}
