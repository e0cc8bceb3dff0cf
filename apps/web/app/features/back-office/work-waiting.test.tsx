import { backOfficeHomeApi } from '@prakar/shared/api/back-office-home';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, refuse, setupApiServer } from '#tests/component/api-server.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { BackOfficeFrame } from './back-office-frame';
import { WorkWaiting } from './work-waiting';

const api = setupApiServer(
  answer(backOfficeHomeApi.workWaiting, {
    queues: [
      { queue: 'leads', count: 3 },
      { queue: 'applications', count: 1 },
      { queue: 'refunds', count: 0 },
      { queue: 'unpaidOrders', count: 1250 },
    ],
  }),
);

const open = () =>
  renderScreen(
    '/back-office',
    <BackOfficeFrame>
      <WorkWaiting />
    </BackOfficeFrame>,
  );

describe('the back office’s home', () => {
  it('shows each queue’s count with a link to the screen that works it', async () => {
    open();
    const leads = await screen.findByRole('listitem', { name: 'New leads' });
    expect(leads.textContent).toContain('3 messages from the contact form wait for an answer');
    expect(within(leads).getByRole('link').getAttribute('href')).toBe('/back-office/leads');
    const applications = screen.getByRole('listitem', { name: 'Applications' });
    expect(applications.textContent).toContain('1 new job application waits for review');
    const refunds = screen.getByRole('listitem', { name: 'Refunds pending' });
    expect(refunds.textContent).toContain('0 refunds wait for the gateway');
    const unpaid = screen.getByRole('listitem', { name: 'Unpaid orders' });
    expect(unpaid.textContent).toContain('1,250 orders wait for payment');
    expect(within(unpaid).getByRole('link').getAttribute('href')).toBe(
      '/back-office/orders?status=unpaid',
    );
  });

  it('has the back office’s navigation, with Home marked as the open screen', async () => {
    open();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Leads',
      'Careers',
      'Orders',
      'Sales & GST',
      'Organisations',
      'Prices and plans',
      'Payment links',
    ]);
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe(
      null,
    );
  });

  it('says so when the counts cannot be read, and tries again', async () => {
    api.use(refuse(backOfficeHomeApi.workWaiting, 500, 'INTERNAL', 'Down'));
    const { user } = open();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not count the work waiting.',
    );
    api.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'New leads' })).toBeDefined();
  });
});
