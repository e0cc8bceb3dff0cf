import type { Subscription, SubscriptionList } from '@prakar/shared/subscriptions';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUser } from '#app/features/session/session-store.ts';
import {
  byRole,
  closeScreen,
  fill,
  json,
  openScreen,
  requests,
  type Screen,
  settle,
  spokenText,
} from '#app/features/users/dom-test-support.ts';
import { SubscriptionsSection } from './subscriptions-section';

let screen: Screen;

const organisation = '5f0c6a3e-8b1d-4c2a-9e7f-1a2b3c4d5e6f';

const active: Subscription = {
  id: 'sub-1',
  organisationId: organisation,
  organisationName: 'Kulkarni Textiles',
  productCode: 'EPOI',
  productName: 'E-POI',
  planCode: 'EPOI_STANDARD',
  planName: 'Standard',
  limitUnit: 'employees',
  seats: 250,
  startsOn: '2026-11-23',
  endsOn: '2027-11-22',
  status: 'active',
  daysLeft: 364,
};
const endingSoon: Subscription = {
  ...active,
  id: 'sub-2',
  productCode: 'SMART_TDS',
  productName: 'Smart TDS',
  planCode: 'TDS_ONE',
  planName: 'Single TAN',
  limitUnit: 'tans',
  seats: 1,
  startsOn: '2025-12-08',
  endsOn: '2026-12-07',
  daysLeft: 12,
};
const expired: Subscription = {
  ...active,
  id: 'sub-3',
  productCode: 'EFORM16',
  productName: 'E-Form16',
  planCode: 'EFORM16_UNLIMITED',
  planName: 'Unlimited',
  limitUnit: 'certificates',
  seats: null,
  startsOn: '2024-06-01',
  endsOn: '2025-05-31',
  status: 'expired',
  daysLeft: 0,
};

const list = (subscriptions: Subscription[]): SubscriptionList => ({ subscriptions });

const signIn = (permissions: string[]) =>
  setUser({
    UserId: 7,
    RoleId: permissions.includes('manage:all:platform') ? 1 : 2,
    IsAdmin: true,
    Name: 'Asha Kulkarni',
    IsProfileDataSaved: 'Yes',
    Permissions: permissions,
  });

async function open(address: string) {
  screen = await openScreen('/my-subscription', <SubscriptionsSection />, address);
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const status = () => screen.container.querySelector('[role="status"]')?.textContent;
const headers = () =>
  Array.from(screen.container.querySelectorAll('thead th')).map((cell) => spokenText(cell));
const rows = () =>
  Array.from(screen.container.querySelectorAll('tbody tr')).map((row) =>
    Array.from(row.children).map((cell) => spokenText(cell)),
  );

afterEach(() => {
  closeScreen(screen);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setUser(null);
});

describe('SubscriptionsSection', () => {
  it('lists each subscription with its cover, dates, days left and a renewal through the cart', async () => {
    signIn(['manage:subscription:org', 'purchase:org']);
    const fetch = vi.fn(async () => json(200, list([active, endingSoon, expired])));
    vi.stubGlobal('fetch', fetch);
    await open('/my-subscription');

    expect(requests(fetch)).toEqual(['GET /api/Transactions/Subscriptions']);
    expect(headers()).toEqual([
      'Product',
      'Plan',
      'Covers',
      'Valid',
      'Status',
      'Days left',
      'Actions',
    ]);
    expect(rows()).toEqual([
      [
        'E-POI',
        'Standard',
        'Up to 250 employees',
        '23 November 2026 – 22 November 2027',
        'Active',
        '364 days left',
        'Renew E-POI Standard',
      ],
      [
        'Smart TDS',
        'Single TAN',
        '1 TAN',
        '8 December 2025 – 7 December 2026',
        'Active',
        '12 days left',
        'Renew Smart TDS Single TAN',
      ],
      [
        'E-Form16',
        'Unlimited',
        'Unlimited certificates',
        '1 June 2024 – 31 May 2025',
        'Expired',
        '—',
        'Buy again E-Form16 Unlimited',
      ],
    ]);
    expect(screen.container.querySelector('tbody tr:nth-child(2) strong')?.textContent).toBe(
      '12 days left',
    );
    expect(screen.container.querySelector('tbody tr:first-child strong')).toBeNull();
    const hrefs = Array.from(screen.container.querySelectorAll('tbody a')).map((link) =>
      link.getAttribute('href'),
    );
    expect(hrefs).toEqual([
      '/add-cart?plan=EPOI_STANDARD',
      '/add-cart?plan=TDS_ONE',
      '/add-cart?plan=EFORM16_UNLIMITED',
    ]);
    expect(screen.container.textContent).toContain(
      'We e-mail a reminder 30, 7 and 1 days before a subscription ends.',
    );
  });

  it('offers no renewal to those who may not buy, and says whom to ask', async () => {
    signIn(['manage:subscription:org']);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, list([active]))),
    );
    await open('/my-subscription');

    expect(headers()).not.toContain('Actions');
    expect(screen.container.querySelector('tbody a')).toBeNull();
    expect(screen.container.textContent).toContain('ask your organisation’s administrator');
  });

  it('points to the products when there is nothing yet', async () => {
    signIn(['manage:subscription:org', 'purchase:org']);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, list([]))),
    );
    await open('/my-subscription');

    expect(status()).toBe('No subscriptions yet.');
    expect(screen.container.querySelector('table')).toBeNull();
    const links = Array.from(screen.container.querySelectorAll('a')).map((link) =>
      link.getAttribute('href'),
    );
    expect(links).toEqual(['/E-poi#plans', '/tds#plans', '/e-form16#plans']);
  });

  it('offers to try again after a failure', async () => {
    signIn(['manage:subscription:org', 'purchase:org']);
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Down' } }))
      .mockResolvedValueOnce(json(200, list([active])));
    vi.stubGlobal('fetch', fetch);
    await open('/my-subscription');

    expect(screen.container.querySelector('[role="alert"]')?.textContent).toContain(
      'We could not load the subscriptions.',
    );
    await act(async () => byRole('button', 'Try again').click());
    await settle();
    expect(screen.container.querySelector('[role="alert"]')).toBeNull();
    expect(rows()).toHaveLength(1);
  });

  it('lets a platform administrator see whose each is and narrow them to one organisation', async () => {
    signIn(['manage:subscription:org', 'purchase:org', 'manage:all:platform']);
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/Organisations')
        ? json(200, { organisations: [{ id: organisation, name: 'Kulkarni Textiles' }] })
        : json(200, list([active])),
    );
    vi.stubGlobal('fetch', fetch);
    await open('/my-subscription');

    expect(headers()).toEqual([
      'Product',
      'Organisation',
      'Plan',
      'Covers',
      'Valid',
      'Status',
      'Days left',
    ]);
    expect(rows()[0]?.[1]).toBe('Kulkarni Textiles');
    await act(async () => fill(byId('subscriptions-organisation'), organisation));
    await settle();
    expect(screen.router.state.location.search).toBe(`?organisationId=${organisation}`);
    expect(requests(fetch).at(-1)).toBe(
      `GET /api/Transactions/Subscriptions?organisationId=${organisation}`,
    );
  });
});
