import { Link } from 'react-router';
import { ContactButton } from '#app/components/nav/contact-button.tsx';
import buttons from '#app/components/ui/button.module.css';
import type { ServiceCopy } from '#app/content/copy/types.ts';
import { CheckList } from './check-list';
import { CtaFrame } from './cta-band';
import { FaqSection } from './faq-section';
import { FeatureGrid } from './feature-grid';
import { NOTICE_HELP_LABEL } from './notice-help';
import { PageHero } from './page-hero';
import { SalesPhoneLink } from './sales-phone-link';
import { Section, SectionStack } from './section';
import { StepList } from './step-list';

export const CONSULTATION_LABEL = 'Book a consultation';

/**
 * An advisory service: what it covers, how an engagement runs, when clients call, FAQs, and a
 * consultation request that opens the contact panel with the subject filled in, and a client's
 * request for help with a notice they upload (signing in first). Services are sold by
 * conversation, so there is no cart here.
 */
export function ServicePage({ copy }: { copy: ServiceCopy }) {
  const consult = (variant: 'primary' | 'secondary') => (
    <ContactButton className={buttons[variant]} subject={copy.consultationSubject}>
      {CONSULTATION_LABEL}
    </ContactButton>
  );
  return (
    <>
      <PageHero
        eyebrow="Advisory service"
        heading={copy.name}
        lead={copy.tagline}
        intro={copy.intro}
      >
        {consult('primary')}
        <Link to="/matters/new" className={buttons.secondary}>
          {NOTICE_HELP_LABEL}
        </Link>
        <SalesPhoneLink className={buttons.secondary} lead="Call" />
      </PageHero>
      <SectionStack>
        <Section id="scope" heading="What we handle">
          <FeatureGrid items={copy.scope} />
        </Section>
        <Section id="process" heading="How an engagement runs">
          <StepList steps={copy.process} />
        </Section>
        <Section id="situations" heading="Typical situations" split>
          <CheckList items={copy.situations} />
        </Section>
        <FaqSection faqs={copy.faqs} />
      </SectionStack>
      <CtaFrame
        id="consultation"
        heading="Talk to us about your matter"
        text="Tell us what has arrived and by when you must respond. We reply within one working day and quote our fee in writing before any work starts."
      >
        {consult('primary')}
        <Link to="/matters/new" className={buttons.secondary}>
          {NOTICE_HELP_LABEL}
        </Link>
        <Link to="/contact-us" className={buttons.secondary}>
          Other ways to reach us
        </Link>
      </CtaFrame>
    </>
  );
}
