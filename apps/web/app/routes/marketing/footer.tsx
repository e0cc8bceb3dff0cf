import { slugify } from '@prakar/shared/slugify';
import { Link } from 'react-router';
import { LegalIdentity } from '#app/components/content/legal-identity.tsx';
import { CompanyDetails } from '#app/components/footer/company-details.tsx';
import { CopyrightLine } from '#app/components/footer/copyright-line.tsx';
import { Page } from '#app/components/layout/page.tsx';
import { footerColumns, socialLinks } from '#app/content/footer-links.ts';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/footer.ts';

export const meta = () => pageMeta(copy);

/** Everything the footer holds, in the reading column: details, each column of links, profiles. */
export default function FooterPage() {
  return (
    <Page copy={copy}>
      <section aria-labelledby="contact-details-heading">
        <h2 id="contact-details-heading">Contact details</h2>
        <CompanyDetails />
      </section>
      <section aria-labelledby="company-registration-heading">
        <h2 id="company-registration-heading">Company registration</h2>
        <LegalIdentity />
      </section>
      {footerColumns.map((column) => {
        const id = `${slugify(column.title)}-links-heading`;
        return (
          <section key={column.title} aria-labelledby={id}>
            <h2 id={id}>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <section aria-labelledby="follow-us-heading">
        <h2 id="follow-us-heading">Follow us</h2>
        <ul>
          {socialLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} rel="noopener noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <p>
        <CopyrightLine />
      </p>
    </Page>
  );
}
