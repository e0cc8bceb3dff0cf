import { ContentPage } from '#app/components/content/content-page.tsx';
import { selfFilingCopy } from '#app/content/copy/individuals.ts';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/selffilling.ts';
import { faqJsonLd } from '#app/content/structured-data.ts';

export const meta = () => pageMeta(copy, { jsonLd: faqJsonLd(selfFilingCopy.faqs) });

export default function SelfFilingPage() {
  return <ContentPage copy={selfFilingCopy} eyebrow="For individuals" />;
}
