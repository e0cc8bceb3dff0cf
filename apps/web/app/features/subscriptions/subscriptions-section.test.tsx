import { subscriptionsApi } from '@prakar/shared/api/subscriptions';
import type { Subscription, SubscriptionList } from '@prakar/shared/subscriptions';
import { act, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  answer,
  onEndpoint,
  recordRequests,
  refuse,
  setupApiServer,
} from '#tests/component/api-server.ts';
import { ORGANISATION_CHOICES, ORGANISATION_ID } from '#tests/component/organisation-data.ts';
import { renderRoutes, renderScreen } from '#tests/component/render.tsx';
import { signInWith } from '#tests/component/session.ts';
import { ENTERPRISE_THEN_GROWTH } from '#tests/component/subscription-data.ts';
import { bodyRows } from '#tests/component/table-rows.ts';
import { SubscriptionsSection } from './subscriptions-section';

/** A subscription on one plan throughout. */
const onOnePlan = (subscription: Omit<Subscription, 'terms'>): Subscription => {
  const { planCode, planName, seats, startsOn, endsOn } = subscription;
  return { ...subscription, terms: [{ planCode, planName, seats, startsOn, endsOn }] };
};

const active = onOnePlan({
  id: 'sub-1',
  organisationId: ORGANISATION_ID,
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
});
const endingSoon = onOnePlan({
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
});
const expired = onOnePlan({
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
});
/** Enterprise until its term ends, then Growth, bought while Enterprise ran. */
const upgradedLater: Subscription = {
  ...active,
  id: 'sub-4',
  planCode: 'EPOI_ENTERPRISE',
  planName: 'Enterprise',
  seats: 5000,
  endsOn: '2028-11-22',
  daysLeft: 730,
  terms: ENTERPRISE_THEN_GROWTH,
};

const list = (subscriptions: Subscription[]): SubscriptionList => ({ subscriptions });

const api = setupApiServer(answer(subscriptionsApi.list, list([active, endingSoon, expired])));
const requests = recordRequests(api);

const open = (address = '/my-subscription') =>
  renderScreen('/my-subscription', <SubscriptionsSection />, address);

const status = () => screen.getByRole('status').textContent;
const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

describe('SubscriptionsSection', () => {
  it('lists each subscription with its cover, dates, days left and a renewal through the cart', async () => {
    signInWith(['manage:subscription:org', 'purchase:org']);
    open();

    await screen.findByRole('table', { name: 'Subscriptions' });
    expect(requests).toEqual(['GET /api/Transactions/Subscriptions']);
    expect(headers()).toEqual([
      'Product',
      'Plan',
      'Covers',
      'Valid',
      'Status',
      'Days left',
      'Actions',
    ]);
    expect(bodyRows()).toEqual([
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
    // Only the one ending soon stands out.
    expect(screen.getByText('12 days left').tagName).toBe('STRONG');
    expect(screen.getByText('364 days left').tagName).not.toBe('STRONG');
    const hrefs = screen
      .getAllByRole('link', { name: /^(Renew|Buy again) / })
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/add-cart?plan=EPOI_STANDARD',
      '/add-cart?plan=TDS_ONE',
      '/add-cart?plan=EFORM16_UNLIMITED',
    ]);
    expect(
      screen.getByText(/We e-mail a reminder 30, 7 and 1 days before a subscription ends\./),
    ).toBeDefined();
  });

  it('shows the plan in force until its end and the plan bought to follow it, and renews the last', async () => {
    signInWith(['manage:subscription:org', 'purchase:org']);
    api.use(answer(subscriptionsApi.list, list([upgradedLater])));
    open();

    await screen.findByRole('table', { name: 'Subscriptions' });
    expect(bodyRows()).toEqual([
      [
        'E-POI',
        'Enterprise until 22 November 2027, then Growth until 22 November 2028',
        'Up to 5,000 employees, then up to 1,000 employees',
        '23 November 2026 – 22 November 2028',
        'Active',
        '730 days left',
        'Renew E-POI Growth',
      ],
    ]);
    expect(screen.getByRole('link', { name: 'Renew E-POI Growth' }).getAttribute('href')).toBe(
      '/add-cart?plan=EPOI_GROWTH',
    );
  });

  it('offers no renewal to those who may not buy, and says whom to ask', async () => {
    signInWith(['manage:subscription:org']);
    api.use(answer(subscriptionsApi.list, list([active])));
    open();

    await screen.findByRole('table', { name: 'Subscriptions' });
    expect(headers()).not.toContain('Actions');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(/ask your organisation’s administrator/)).toBeDefined();
  });

  it('points to the products when there is nothing yet', async () => {
    signInWith(['manage:subscription:org', 'purchase:org']);
    api.use(answer(subscriptionsApi.list, list([])));
    open();

    await vi.waitFor(() => expect(status()).toBe('No subscriptions yet.'));
    expect(screen.queryByRole('table')).toBeNull();
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/E-poi#plans', '/tds#plans', '/e-form16#plans']);
  });

  it('offers to try again after a failure', async () => {
    signInWith(['manage:subscription:org', 'purchase:org']);
    // Refused twice: the cache tries a failed read once more by itself.
    api.use(refuse(subscriptionsApi.list, 503, 'SERVICE_UNAVAILABLE', 'Down'));
    const { user } = open();

    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toContain(
      'We could not load the subscriptions.',
    );
    api.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets a platform administrator see whose each is and narrow them to one organisation', async () => {
    signInWith(['manage:subscription:org', 'purchase:org', 'manage:all:platform']);
    api.use(ORGANISATION_CHOICES, answer(subscriptionsApi.list, list([active])));
    open();

    await screen.findByRole('table', { name: 'Subscriptions' });
    expect(headers()).toEqual([
      'Product',
      'Organisation',
      'Plan',
      'Covers',
      'Valid',
      'Status',
      'Days left',
    ]);
    expect(bodyRows()[0]?.[1]).toBe('Kulkarni Textiles');
    // One organisation is chosen on its own page, which links here.
    expect(
      screen.getByRole('link', { name: 'open it from Organisations' }).getAttribute('href'),
    ).toBe('/back-office/organisations');
  });

  it('shows one organisation’s, as its page links, and every one’s again', async () => {
    signInWith(['manage:subscription:org', 'manage:all:platform']);
    api.use(ORGANISATION_CHOICES, answer(subscriptionsApi.list, list([active])));
    const { user, location } = open(`/my-subscription?organisationId=${ORGANISATION_ID}`);
    await screen.findByRole('table', { name: 'Subscriptions' });
    expect(requests.at(-1)).toBe(
      `GET /api/Transactions/Subscriptions?organisationId=${ORGANISATION_ID}`,
    );
    await user.click(screen.getByRole('button', { name: 'Show every organisation’s' }));
    await vi.waitFor(() => expect(requests.at(-1)).toBe('GET /api/Transactions/Subscriptions'));
    expect(location().search).toBe('');
  });

  it('keeps the last answer on screen, dimmed, while another organisation’s load', async () => {
    signInWith(['manage:subscription:org', 'manage:all:platform']);
    let release: () => void = () => {};
    api.use(
      ORGANISATION_CHOICES,
      onEndpoint(subscriptionsApi.list, async ({ request }) => {
        if (new URL(request.url).searchParams.has('organisationId')) {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return HttpResponse.json(list([endingSoon]));
        }
        return HttpResponse.json(list([active, expired]));
      }),
    );
    const { router } = open();

    await screen.findByRole('table', { name: 'Subscriptions' });
    await act(() => router.navigate(`/my-subscription?organisationId=${ORGANISATION_ID}`));

    await vi.waitFor(() => expect(status()).toBe('Loading subscriptions…'));
    // The box the table scrolls in.
    const scroller = screen.getByRole('table').parentElement as HTMLElement;
    expect(scroller.getAttribute('aria-busy')).toBe('true');
    expect(bodyRows().map((row) => row[0])).toEqual(['E-POI', 'E-Form16']);

    release();
    await vi.waitFor(() => expect(bodyRows().map((row) => row[0])).toEqual(['Smart TDS']));
    expect(scroller.getAttribute('aria-busy')).toBeNull();
  });

  it('shows what it read a moment ago when the screen is opened again, without asking', async () => {
    signInWith(['manage:subscription:org', 'purchase:org']);
    const { router } = renderRoutes(
      [
        { path: '/my-subscription', element: <SubscriptionsSection /> },
        { path: '/user-profile', element: <p>Profile</p> },
      ],
      ['/my-subscription'],
    );
    await screen.findByRole('table', { name: 'Subscriptions' });

    await act(() => router.navigate('/user-profile'));
    expect(screen.queryByRole('table')).toBeNull();
    await act(() => router.navigate(-1));

    expect(bodyRows()).toHaveLength(3);
    expect(requests).toEqual(['GET /api/Transactions/Subscriptions']);
  });
});
