import { backOfficeHomeApi } from '@prakar/shared/api/back-office-home';
import { STAFF_PERMISSION } from '@prakar/shared/permissions';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserRecord } from '#app/lib/user-record.ts';
import { answer, refuse, setupApiServer } from '#tests/component/api-server.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { signInWith } from '#tests/component/session.ts';
import { BackOfficeWorkspace } from './back-office-workspace';
import { WorkWaiting } from './work-waiting';

const api = setupApiServer(
  answer(backOfficeHomeApi.workWaiting, {
    queues: [
      { queue: 'leads', count: 3 },
      { queue: 'applications', count: 1 },
      { queue: 'refunds', count: 0 },
      { queue: 'unpaidOrders', count: 1250 },
      { queue: 'matterRequests', count: 2 },
      { queue: 'overdueMatters', count: 1 },
    ],
  }),
);

const staff: UserRecord = {
  UserId: 7,
  RoleId: 1,
  IsAdmin: true,
  Name: 'Rohan Mehta',
  IsProfileDataSaved: 'Yes',
  Permissions: [STAFF_PERMISSION],
};

const open = () => {
  signInWith([STAFF_PERMISSION]);
  return renderScreen(
    '/back-office',
    <BackOfficeWorkspace user={staff}>
      <WorkWaiting />
    </BackOfficeWorkspace>,
  );
};

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

  it('has the back office’s sections with the work waiting in each, Home marked as the open one', async () => {
    open();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    await within(nav).findByRole('link', { name: 'Leads 3 waiting' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Leads3 waiting',
      'Matters3 waiting',
      'Careers1 waiting',
      'Orders1,250 waiting',
      'Sales & GST',
      'Organisations',
      'Prices and plans',
      'Payment links',
      'Back to the website',
    ]);
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      within(nav).getByRole('link', { name: 'Orders 1,250 waiting' }).getAttribute('aria-current'),
    ).toBe(null);
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

describe('the back office on a phone', () => {
  it('folds its sections behind Sections, which opens them and closes with Escape', async () => {
    const { user } = open();
    const sections = screen.getByRole('button', { name: 'Sections' });
    expect(sections.getAttribute('aria-expanded')).toBe('false');
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(nav.getAttribute('data-open')).toBe('false');
    await user.click(sections);
    expect(sections.getAttribute('aria-expanded')).toBe('true');
    expect(nav.getAttribute('data-open')).toBe('true');
    await user.click(within(nav).getByRole('link', { name: 'Home' }));
    expect(sections.getAttribute('aria-expanded')).toBe('false');
    await user.click(sections);
    await user.keyboard('{Escape}');
    expect(sections.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(sections);
  });
});

describe('the back office’s keyboard shortcuts', () => {
  it('lists them on ? typed outside a field, and closes with Escape back where focus was', async () => {
    const { user } = open();
    await user.keyboard('?');
    const panel = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = within(panel)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toContain('/Search the back office');
    expect(rows).toContain('jNext message of the inbox’s view (On a lead)');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull();
  });

  it('opens from its button too, and leaves a ? typed into a field alone', async () => {
    const { user } = open();
    const opener = screen.getByRole('button', { name: 'Keyboard shortcuts' });
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeDefined();
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(opener);
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    await user.keyboard('?');
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull();
    expect(field.value).toBe('?');
    field.remove();
  });
});
