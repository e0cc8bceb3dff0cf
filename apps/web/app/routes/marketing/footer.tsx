import { slugify } from '@prakar/shared/slugify';
import { LegalIdentity } from '#app/components/content/legal-identity.tsx';
import { CompanyDetails } from '#app/components/footer/company-details.tsx';
import { CopyrightLine } from '#app/components/footer/copyright-line.tsx';
import { LinkList, SocialLinks } from '#app/components/footer/footer-lists.tsx';
import { Page } from '#app/components/layout/page.tsx';
import { footerColumns } from '#app/content/footer-links.ts';
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
            <LinkList links={column.links} />
          </section>
        );
      })}
      <section aria-labelledby="follow-us-heading">
        <h2 id="follow-us-heading">Follow us</h2>
        <SocialLinks />
      </section>
      <p>
        <CopyrightLine />
      </p>
    </Page>
  );
}
