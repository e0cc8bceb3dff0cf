import { ContentPage } from '#app/components/content/content-page.tsx';
import { digitalServicesCopy } from '#app/content/copy/solutions.ts';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/digitalservices.ts';
import { faqJsonLd } from '#app/content/structured-data.ts';

export const meta = () => pageMeta(copy, { jsonLd: faqJsonLd(digitalServicesCopy.faqs) });

export default function DigitalServicesPage() {
  return <ContentPage copy={digitalServicesCopy} eyebrow="Solutions" />;
}
