import { site } from '@prakar/shared/site';
import {
  advisoryServiceLinks,
  policyLinks,
  productLinks,
  type SiteLink,
} from '#app/content/catalogue-links.ts';

/** A titled group of the footer's links. */
export interface FooterColumn {
  title: string;
  links: readonly SiteLink[];
}

/** The footer's link columns, shared by the footer and the /footer page. */
export const footerColumns: readonly FooterColumn[] = [
  { title: 'Products', links: productLinks },
  { title: 'Services', links: advisoryServiceLinks },
  { title: 'Company', links: policyLinks },
];

/** The firm's profiles elsewhere, addresses outside this site. */
export const socialLinks: readonly { label: string; href: string }[] = [
  { label: 'LinkedIn', href: site.social.linkedin },
  { label: 'X (Twitter)', href: site.social.x },
  { label: 'YouTube', href: site.social.youtube },
];
