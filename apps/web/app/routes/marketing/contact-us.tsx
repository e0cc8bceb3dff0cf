import { site } from '@prakar/shared/site';
import { Link } from 'react-router';
import { ContentSections } from '#app/components/content/content-sections.tsx';
import { LegalIdentity } from '#app/components/content/legal-identity.tsx';
import { OfficeList } from '#app/components/content/office-list.tsx';
import { PageHero } from '#app/components/content/page-hero.tsx';
import { PostalAddress } from '#app/components/content/postal-address.tsx';
import { SalesPhoneLink } from '#app/components/content/sales-phone-link.tsx';
import { Section, SectionStack } from '#app/components/content/section.tsx';
import { aboutCopy, contactCopy } from '#app/content/copy/company.ts';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/contact-us.ts';
import { ContactForm } from '#app/features/contact/contact-form.tsx';
import styles from './contact-us.module.css';

export const meta = () => pageMeta(copy);

/** Labels come from the copy, every value from the site details. */
function ContactDetails() {
  const { details } = contactCopy;
  return (
    <section aria-labelledby="reach-us-heading" className={styles.details}>
      <h2 id="reach-us-heading">{details.heading}</h2>
      <dl className={styles.list}>
        <div>
          <dt>{details.salesLabel}</dt>
          <dd>
            <a href={`mailto:${site.salesEmail}`}>{site.salesEmail}</a>
          </dd>
        </div>
        <div>
          <dt>{details.supportLabel}</dt>
          <dd>
            <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
          </dd>
        </div>
        <div>
          <dt>{details.phoneLabel}</dt>
          <dd>
            <SalesPhoneLink />
          </dd>
        </div>
        <div>
          <dt>{details.addressLabel}</dt>
          <dd>
            <PostalAddress className={styles.address} />
          </dd>
        </div>
        <div>
          <dt>{details.hoursLabel}</dt>
          <dd>
            {site.hours}
            <p className={styles.note}>{details.hoursNote}</p>
          </dd>
        </div>
      </dl>
      <h3 className={styles.legalHeading}>{details.legalHeading}</h3>
      <LegalIdentity className={styles.list} />
    </section>
  );
}

/** The contact form on the page itself: the same form, schema and endpoint as the side panel. */
function MessageForm() {
  const { form } = contactCopy;
  return (
    <section aria-labelledby="message-heading" className={styles.form}>
      <h2 id="message-heading">{form.heading}</h2>
      <p className={styles.note}>{form.intro}</p>
      <ContactForm idPrefix="contact-page" />
      <p className={styles.note}>
        {form.privacyNote} <Link to="/privacy-policy">Read our privacy policy</Link>.
      </p>
    </section>
  );
}

export default function ContactUsPage() {
  const { offices } = aboutCopy;
  return (
    <>
      <PageHero heading={contactCopy.heading} intro={contactCopy.intro} />
      <div className={styles.columns}>
        <ContactDetails />
        <MessageForm />
      </div>
      <SectionStack>
        <ContentSections sections={contactCopy.sections} />
        <Section id="offices" heading={offices.heading} intro={offices.intro}>
          <OfficeList offices={offices.items} />
        </Section>
      </SectionStack>
    </>
  );
}
