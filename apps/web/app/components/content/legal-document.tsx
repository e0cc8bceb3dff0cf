import { formatIndianDate } from '@prakar/shared/dates';
import { site } from '@prakar/shared/site';
import { slugify } from '@prakar/shared/slugify';
import { Link } from 'react-router';
import type { LegalCopy, LegalSection } from '#app/content/copy/types.ts';
import { CheckList } from './check-list';
import styles from './legal-document.module.css';
import { PageHero } from './page-hero';
import { PostalAddress } from './postal-address';
import { Prose } from './section';

/** Who to write to about a policy: the legal entity, its registered office and support e-mail. */
function FirmContact() {
  return (
    <div className={styles.contact}>
      <PostalAddress />
      <p>
        E-mail: <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
      </p>
    </div>
  );
}

/** The Grievance Officer under the DPDP Act: who, how to reach them, and how soon they answer. */
function GrievanceOfficerContact() {
  const officer = site.grievanceOfficer;
  return (
    <div className={styles.contact} data-testid="grievance-officer">
      <p>
        <strong>{officer.name}</strong>, {officer.designation}
      </p>
      <p>
        E-mail: <a href={`mailto:${officer.email}`}>{officer.email}</a>
      </p>
      <p>
        Phone: <a href={officer.phoneHref}>{officer.phone.replaceAll(' ', '\u00a0')}</a>
      </p>
      <PostalAddress />
      <p>
        We acknowledge a request or complaint within {officer.acknowledgeWithin} and answer it in
        full within {officer.resolveWithin}.
      </p>
    </div>
  );
}

const contacts = { firm: FirmContact, 'grievance-officer': GrievanceOfficerContact };

function Clause({ section, id }: { section: LegalSection; id: string }) {
  const Contact = section.contact ? contacts[section.contact] : null;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={styles.clause}>
      <h2 id={`${id}-heading`}>{section.heading}</h2>
      <Prose paragraphs={section.paragraphs} />
      {section.items?.length ? <CheckList items={section.items} /> : null}
      {Contact ? <Contact /> : null}
      {section.seeAlso ? (
        <p>
          See also: <Link to={section.seeAlso.to}>{section.seeAlso.label}</Link>
        </p>
      ) : null}
    </section>
  );
}

/**
 * A policy page: one article headed by the policy's title, with the date of the last change,
 * contents with anchor links, then each clause under its own heading.
 */
export function LegalDocument({ copy }: { copy: LegalCopy }) {
  const clauses = copy.sections.map((section) => ({ section, id: slugify(section.heading) }));
  return (
    <article>
      <PageHero
        heading={copy.heading}
        intro={
          <>
            Last updated{' '}
            <time dateTime={copy.lastUpdated}>{formatIndianDate(copy.lastUpdated)}</time>
          </>
        }
      />
      <div className={styles.layout}>
        <nav aria-labelledby="contents-heading" className={styles.contents}>
          <h2 id="contents-heading" className={styles.contentsHeading}>
            Contents
          </h2>
          <ol>
            {clauses.map(({ section, id }) => (
              <li key={id}>
                <a href={`#${id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          <p className={styles.intro}>{copy.intro}</p>
          {clauses.map(({ section, id }) => (
            <Clause key={id} section={section} id={id} />
          ))}
        </div>
      </div>
    </article>
  );
}
