import {
  companyLinks,
  productLinks,
  type SiteLink,
  serviceMenuLinks,
} from '#app/content/catalogue-links.ts';

/**
 * One entry of the top navigation: a page, a menu of pages, or the button that opens the contact
 * form beside the page.
 */
export type MainNavEntry =
  | { kind: 'link'; label: string; to: string }
  | { kind: 'menu'; label: string; items: readonly SiteLink[] }
  | { kind: 'contact'; label: string };

/**
 * The top navigation in its order (docs/product-rules.md). The desktop bar, the mobile menu and the
 * /nav-component page all draw it from this list, so they cannot drift apart.
 */
export const mainNavigation: readonly MainNavEntry[] = [
  { kind: 'link', label: 'Home', to: '/home' },
  { kind: 'menu', label: 'Products', items: productLinks },
  { kind: 'menu', label: 'Services', items: serviceMenuLinks },
  { kind: 'link', label: 'About Us', to: '/about' },
  { kind: 'contact', label: 'Contact Us' },
  { kind: 'menu', label: 'Company', items: companyLinks },
];
