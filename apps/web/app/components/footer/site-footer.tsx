import { LegalIdentity } from '#app/components/content/legal-identity.tsx';
import type { SiteLink } from '#app/content/catalogue-links.ts';
import { footerColumns } from '#app/content/footer-links.ts';
import { CompanyDetails } from './company-details';
import { CopyrightLine } from './copyright-line';
import { LinkList, SocialLinks } from './footer-lists';
import styles from './site-footer.module.css';

function Column({ title, links }: { title: string; links: readonly SiteLink[] }) {
  return (
    <div className={styles.column}>
      <h2 className={styles.columnTitle}>{title}</h2>
      <LinkList links={links} className={styles.list} />
    </div>
  );
}

/** The site footer: products, services, company pages, sales contacts and copyright. */
export function SiteFooter() {
  return (
    <footer className={styles.footer} data-testid="site-footer" data-print="hide">
      <div className={styles.inner}>
        <div className={styles.company}>
          <CompanyDetails classes={styles} />
        </div>
        <nav aria-label="Footer" className={styles.columns}>
          {footerColumns.map((column) => (
            <Column key={column.title} title={column.title} links={column.links} />
          ))}
        </nav>
      </div>
      <div className={styles.legalBand}>
        <h2 className="visually-hidden">Company registration</h2>
        <LegalIdentity className={styles.legal} />
      </div>
      <div className={styles.bottom}>
        <p>
          <CopyrightLine />
        </p>
        <h2 className="visually-hidden">Follow us</h2>
        <SocialLinks className={styles.social} />
      </div>
    </footer>
  );
}
