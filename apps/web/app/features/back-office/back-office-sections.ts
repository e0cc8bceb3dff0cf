import type { WorkQueue } from '@prakar/shared/back-office-home';

/**
 * The back office's sections, in the navigation's order: a new staff screen is one entry here.
 * `match` says which addresses count as the section's own (for `aria-current`): Payment links are
 * the orders screen narrowed to them. `queues` are the work waiting the section's count adds up.
 */
export interface BackOfficeSection {
  label: string;
  to: string;
  match: (pathname: string, search: URLSearchParams) => boolean;
  queues: readonly WorkQueue[];
}

const under = (path: string) => (pathname: string) =>
  pathname === path || pathname.startsWith(`${path}/`);

const paymentLinks = (search: URLSearchParams) => search.get('kind') === 'advisory';

export const BACK_OFFICE_SECTIONS: readonly BackOfficeSection[] = [
  {
    label: 'Home',
    to: '/back-office',
    match: (pathname) => pathname === '/back-office',
    queues: [],
  },
  {
    label: 'Leads',
    to: '/back-office/leads',
    match: under('/back-office/leads'),
    queues: ['leads'],
  },
  {
    label: 'Matters',
    to: '/back-office/matters',
    match: under('/back-office/matters'),
    queues: ['matterRequests', 'overdueMatters'],
  },
  {
    label: 'Careers',
    to: '/back-office/careers',
    match: under('/back-office/careers'),
    queues: ['applications'],
  },
  {
    label: 'Orders',
    to: '/back-office/orders',
    match: (pathname, search) => under('/back-office/orders')(pathname) && !paymentLinks(search),
    queues: ['unpaidOrders', 'refunds', 'failedRefunds'],
  },
  {
    label: 'Sales & GST',
    to: '/back-office/sales',
    match: under('/back-office/sales'),
    queues: [],
  },
  {
    label: 'Organisations',
    to: '/back-office/organisations',
    match: under('/back-office/organisations'),
    queues: [],
  },
  { label: 'Prices and plans', to: '/catalogue', match: under('/catalogue'), queues: [] },
  {
    label: 'Payment links',
    to: '/back-office/orders?kind=advisory',
    match: (pathname, search) => pathname === '/back-office/orders' && paymentLinks(search),
    queues: [],
  },
];
