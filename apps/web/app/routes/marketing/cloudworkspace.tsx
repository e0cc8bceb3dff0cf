import { ContentPage } from '#app/components/content/content-page.tsx';
import { cloudWorkspaceCopy } from '#app/content/copy/solutions.ts';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/cloudworkspace.ts';
import { faqJsonLd } from '#app/content/structured-data.ts';

export const meta = () => pageMeta(copy, { jsonLd: faqJsonLd(cloudWorkspaceCopy.faqs) });

export default function CloudWorkspacePage() {
  return <ContentPage copy={cloudWorkspaceCopy} eyebrow="For CA firms" />;
}
