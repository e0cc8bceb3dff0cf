/**
 * The back office's screens, in the navigation's order. `match` says which addresses count as the
 * section's own (for `aria-current`): Payment links are the orders screen narrowed to them.
 */
export interface BackOfficeSection {
  label: string;
  to: string;
  match: (pathname: string, search: URLSearchParams) => boolean;
}

const under = (path: string) => (pathname: string) =>
  pathname === path || pathname.startsWith(`${path}/`);

const paymentLinks = (search: URLSearchParams) => search.get('kind') === 'advisory';

export const BACK_OFFICE_SECTIONS: readonly BackOfficeSection[] = [
  { label: 'Home', to: '/back-office', match: (pathname) => pathname === '/back-office' },
  { label: 'Leads', to: '/back-office/leads', match: under('/back-office/leads') },
  { label: 'Careers', to: '/back-office/careers', match: under('/back-office/careers') },
  {
    label: 'Orders',
    to: '/back-office/orders',
    match: (pathname, search) => under('/back-office/orders')(pathname) && !paymentLinks(search),
  },
  { label: 'Sales & GST', to: '/back-office/sales', match: under('/back-office/sales') },
  {
    label: 'Organisations',
    to: '/back-office/organisations',
    match: under('/back-office/organisations'),
  },
  { label: 'Prices and plans', to: '/catalogue', match: under('/catalogue') },
  {
    label: 'Payment links',
    to: '/back-office/orders?kind=advisory',
    match: (pathname, search) => pathname === '/back-office/orders' && paymentLinks(search),
  },
];
