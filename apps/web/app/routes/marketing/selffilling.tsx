import { ContentPage } from '../../components/content/content-page';
import { selfFilingCopy } from '../../content/copy/individuals';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/selffilling';
import { faqJsonLd } from '../../content/structured-data';

export const meta = () => pageMeta(copy, { jsonLd: faqJsonLd(selfFilingCopy.faqs) });

export default function SelfFilingPage() {
  return <ContentPage copy={selfFilingCopy} eyebrow="For individuals" />;
}
