import { backOfficeOrganisationsApi } from '@prakar/shared/api/back-office-organisations';
import type { OrganisationPage } from '@prakar/shared/back-office-organisations';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, setupApiServer } from '#tests/component/api-server.ts';
import { PAID_ORDER } from '#tests/component/order-data.ts';
import { KULKARNI_TEXTILES, ORGANISATION_ID } from '#tests/component/organisation-data.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { ENTERPRISE_THEN_GROWTH } from '#tests/component/subscription-data.ts';
import { OrganisationPageSection } from './organisation-page';

const page: OrganisationPage = {
  organisation: {
    ...KULKARNI_TEXTILES,
    id: ORGANISATION_ID,
    corporateName: 'kulkarni',
    createdAt: '2025-04-01T04:30:00.000Z',
  },
  users: {
    total: 12,
    totalIsLowerBound: false,
    shown: [
      {
        id: 5,
        name: 'Asha Kulkarni',
        email: 'asha@kulkarni.in',
        mobile: null,
        role: 'org_admin',
        status: 'active',
        lastSignInAt: null,
        createdAt: '2025-04-01T04:30:00.000Z',
        organisationId: ORGANISATION_ID,
        organisationName: 'Kulkarni Textiles',
        isSelf: false,
      },
    ],
  },
  orders: {
    total: 1,
    totalIsLowerBound: false,
    shown: [{ ...PAID_ORDER, organisationId: ORGANISATION_ID }],
  },
  invoices: { total: 0, totalIsLowerBound: false, shown: [] },
  subscriptions: [
    {
      id: 'subscription-1',
      organisationId: ORGANISATION_ID,
      organisationName: 'Kulkarni Textiles',
      productCode: 'EPOI',
      productName: 'E-POI',
      planCode: 'EPOI_ENTERPRISE',
      planName: 'Enterprise',
      limitUnit: 'employees',
      seats: 5000,
      startsOn: '2026-11-23',
      endsOn: '2028-11-22',
      status: 'active',
      daysLeft: 730,
      terms: ENTERPRISE_THEN_GROWTH,
    },
  ],
  leads: [
    {
      id: 'lead-1',
      name: 'Asha Kulkarni',
      email: 'Asha@Kulkarni.in',
      subject: 'Renewal of our E-POI plan',
      createdAt: '2026-11-20T05:00:00.000Z',
    },
  ],
};

const api = setupApiServer(
  answer(backOfficeOrganisationsApi.get, page),
  answer(backOfficeOrganisationsApi.timeline, {
    entries: [
      {
        id: 'event-1',
        at: '2026-11-23T08:35:00.000Z',
        actor: { kind: 'customer', name: 'Asha Kulkarni' },
        sentence: 'Asha Kulkarni placed order ORD-000042 for ₹11,800.00',
        link: { kind: 'order', key: 'A'.repeat(43), label: 'Order ORD-000042' },
      },
    ],
    hasOlder: false,
  }),
);

describe('an organisation’s page', () => {
  it('shows one organisation’s details, users, orders and leads, linking to the full lists', async () => {
    renderScreen(
      '/back-office/organisations/:id',
      <OrganisationPageSection id={ORGANISATION_ID} />,
      `/back-office/organisations/${ORGANISATION_ID}`,
    );
    expect(await screen.findByRole('heading', { name: 'Kulkarni Textiles' })).toBeDefined();
    const users = screen.getByRole('region', { name: 'Users (12)' });
    expect(within(users).getByRole('link', { name: 'All 12 users' }).getAttribute('href')).toBe(
      `/user-management/users?organisationId=${ORGANISATION_ID}`,
    );
    const orders = screen.getByRole('region', { name: 'Orders (1)' });
    expect(within(orders).getByRole('link', { name: 'ORD-000042' }).getAttribute('href')).toBe(
      `/back-office/orders/${'A'.repeat(43)}`,
    );
    expect(screen.getByRole('region', { name: 'Invoices (0)' }).textContent).toContain(
      'No invoices.',
    );
    // The plan in force, then the one bought to follow it.
    expect(screen.getByRole('region', { name: 'Subscriptions' }).textContent).toContain(
      'E-POI, Enterprise until 22 November 2027, then Growth until 22 November 2028: 23 November 2026 to 22 November 2028 (active)',
    );
    expect(screen.getByRole('region', { name: 'Leads from its addresses' }).textContent).toContain(
      'Renewal of our E-POI plan — from Asha Kulkarni (Asha@Kulkarni.in)',
    );
    const timeline = screen.getByRole('region', { name: 'What happened' });
    expect(
      (await within(timeline).findByRole('link', { name: 'Order ORD-000042' })).getAttribute(
        'href',
      ),
    ).toBe(`/back-office/orders/${'A'.repeat(43)}`);
    expect(within(timeline).getByRole('listitem').textContent).toContain(
      'Asha Kulkarni (customer)Asha Kulkarni placed order ORD-000042 for ₹11,800.00.',
    );
    // The whole address, to paste into a message to the customer.
    const signIn = `${window.location.origin}/login?corporateName=kulkarni`;
    expect(screen.getByRole('link', { name: signIn }).getAttribute('href')).toBe(signIn);
  });

  it('says "more than 1,000" where the server stopped counting, never the limit as a count', async () => {
    const past = { total: 1000, totalIsLowerBound: true };
    api.use(
      answer(backOfficeOrganisationsApi.get, {
        ...page,
        users: { ...page.users, ...past },
        orders: { ...page.orders, ...past },
        invoices: { ...page.orders, ...past },
      }),
    );
    renderScreen(
      '/back-office/organisations/:id',
      <OrganisationPageSection id={ORGANISATION_ID} />,
      `/back-office/organisations/${ORGANISATION_ID}`,
    );
    const users = await screen.findByRole('region', { name: 'Users (more than 1,000)' });
    expect(within(users).getByRole('link', { name: 'All users (more than 1,000)' })).toBeDefined();
    const orders = screen.getByRole('region', { name: 'Orders (more than 1,000)' });
    expect(
      within(orders).getByRole('link', { name: 'All orders (more than 1,000)' }),
    ).toBeDefined();
    expect(screen.getByRole('region', { name: 'Invoices (more than 1,000)' })).toBeDefined();
    expect(screen.queryByText(/\(1000\)|\(1,000\)/)).toBeNull();
  });
});
