import { ContentPage } from '../../components/content/content-page';
import { ContactButton } from '../../components/nav/contact-button';
import buttons from '../../components/ui/button.module.css';
import { itrFilingCopy } from '../../content/copy/individuals';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/itrfilling';
import { faqJsonLd } from '../../content/structured-data';

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
