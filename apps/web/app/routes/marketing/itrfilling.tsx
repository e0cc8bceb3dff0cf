import { ContentPage } from '#app/components/content/content-page.tsx';
import { ContactButton } from '#app/components/nav/contact-button.tsx';
import buttons from '#app/components/ui/button.module.css';
import { itrFilingCopy } from '#app/content/copy/individuals.ts';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/itrfilling.ts';
import { faqJsonLd } from '#app/content/structured-data.ts';

export const meta = () => pageMeta(copy, { jsonLd: faqJsonLd(itrFilingCopy.faqs) });

/** Assisted filing is quoted per person, so every call to action asks for a quote. */
export default function ItrFilingPage() {
  return (
    <ContentPage
      copy={itrFilingCopy}
      eyebrow="For individuals"
      heroNote={itrFilingCopy.pricingNote}
      consultationSubject={itrFilingCopy.consultationSubject}
      heroActions={
        <>
          <ContactButton className={buttons.primary} subject={itrFilingCopy.consultationSubject}>
            Request a quote
          </ContactButton>
          <a href="#process" className={buttons.secondary}>
            How it works
          </a>
        </>
      }
    />
  );
}
