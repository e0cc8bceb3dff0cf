import { ContentPage } from '../../components/content/content-page';
import { cloudWorkspaceCopy } from '../../content/copy/solutions';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/cloudworkspace';
import { faqJsonLd } from '../../content/structured-data';

export const meta = () => pageMeta(copy, { jsonLd: faqJsonLd(cloudWorkspaceCopy.faqs) });

export default function CloudWorkspacePage() {
  return <ContentPage copy={cloudWorkspaceCopy} eyebrow="For CA firms" />;
}
