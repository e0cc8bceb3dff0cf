import { site } from '@prakar/shared/site';
import { Link } from 'react-router';
import { SalesPhoneLink } from '#app/components/content/sales-phone-link.tsx';
import {
  advisoryServiceLinks,
  policyLinks,
  productLinks,
  type SiteLink,
} from '#app/content/catalogue-links.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import styles from './site-footer.module.css';

const socialLinks = [
  { label: 'LinkedIn', href: site.social.linkedin },
  { label: 'X (Twitter)', href: site.social.x },
  { label: 'YouTube', href: site.social.youtube },
];

function Column({ title, links }: { title: string; links: readonly SiteLink[] }) {
  return (
    <div className={styles.column}>
      <h2 className={styles.columnTitle}>{title}</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * This year by the browser's clock. The pre-rendered page says the year it was built in, and
 * hydration keeps that text (a mismatch here is expected, so not reported); once the page is live
 * the element is made again with the browser's year, so a page built last December says this one.
 */
function ThisYear() {
  const hydrated = useHydrated();
  return (
    <span key={hydrated ? 'live' : 'built'} suppressHydrationWarning>
      {new Date().getFullYear()}
    </span>
  );
}

/** The site footer: products, services, company pages, sales contacts and copyright. */
export function SiteFooter() {
  const { address } = site;
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.inner}>
        <div className={styles.company}>
          <p className={styles.name}>{site.name}</p>
          <p className={styles.tagline}>{site.tagline}</p>
          <address className={styles.address}>
            {address.line1}
            <br />
            {address.line2}
            <br />
            {address.city}, {address.state} {address.pinCode}, {address.country}
          </address>
          <p>
            Sales: <a href={`mailto:${site.salesEmail}`}>{site.salesEmail}</a>
          </p>
          <p>
            Phone: <SalesPhoneLink />
          </p>
          <p className={styles.hours}>{site.hours}</p>
        </div>
        <nav aria-label="Footer" className={styles.columns}>
          <Column title="Products" links={productLinks} />
          <Column title="Services" links={advisoryServiceLinks} />
          <Column title="Company" links={policyLinks} />
        </nav>
      </div>
      <div className={styles.bottom}>
        <p>
          © <ThisYear /> {site.legalName}. All rights reserved.
        </p>
        <h2 className="visually-hidden">Follow us</h2>
        <ul className={styles.social}>
          {socialLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} rel="noopener noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
