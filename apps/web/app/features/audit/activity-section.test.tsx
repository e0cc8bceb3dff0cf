import { auditApi } from '@prakar/shared/api/audit';
import { usersApi } from '@prakar/shared/api/users';
import type { AuditEvent, AuditList } from '@prakar/shared/audit';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setUser } from '#app/lib/session/session-store.ts';
import {
  answer,
  onEndpoint,
  recordRequests,
  refuse,
  setupApiServer,
} from '#tests/component/api-server.ts';
import { paging } from '#tests/component/paging-data.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { ActivitySection } from './activity-section';

const asha = { name: 'Asha Kulkarni', email: 'asha@example.in' };

const event = (index: number): AuditEvent => ({
  id: `event-${index}`,
  at: '2026-11-23T08:35:09.000Z',
  action: 'profile_updated',
  actor: asha,
  targetUser: asha,
  orderNumber: null,
  planName: null,
  ip: '10.1.2.3',
  before: { user: { name: 'Asha' } },
  after: { user: { name: 'Asha Kulkarni' } },
});

const page = (total: number, count: number, cursors: Partial<AuditList> = {}): AuditList => ({
  events: Array.from({ length: count }, (_, index) => event(index)),
  ...paging(total, cursors),
});

const api = setupApiServer(answer(auditApi.list, page(1, 1)));
const requests = recordRequests(api);

const open = (address: string) => renderScreen('/user-management', <ActivitySection />, address);

const resultsStatus = () => screen.getByRole('status').textContent;
const trailList = () => screen.findByRole('list', { name: 'Activity, newest first' });
/** Each entry's lines: its time, its sentence, then its details and where it came from. */
const entryTexts = (list: HTMLElement) =>
  Array.from(list.children, (entry) =>
    Array.from(entry.querySelectorAll('time, p, li'), (part) => part.textContent),
  );

describe('ActivitySection', () => {
  it('tells each event as a sentence with names and rupees, a system event without an actor', async () => {
    const meera = { name: 'Meera Nair', email: 'meera@example.in' };
    const ravi = { name: 'Ravi Kumar', email: 'ravi@example.in' };
    const events: AuditEvent[] = [
      {
        ...event(1),
        action: 'order_paid',
        actor: null,
        targetUser: null,
        orderNumber: 'ORD-000042',
        ip: null,
        before: null,
        after: { paymentId: 'pay_29QQoUBi66xm2f', method: 'upi', totalPaise: 2_832_000 },
      },
      {
        ...event(2),
        action: 'role_changed',
        actor: meera,
        targetUser: ravi,
        before: { role: 'org_user' },
        after: { role: 'org_admin' },
      },
    ];
    api.use(answer(auditApi.list, { ...page(2, 0), events }));
    open('/user-management');

    expect(entryTexts(await trailList())).toEqual([
      ['23 November 2026, 2:05 pm IST', 'Order ORD-000042 was paid (₹28,320.00, UPI)'],
      [
        '23 November 2026, 2:05 pm IST',
        "Meera Nair changed Ravi Kumar's role from User to Administrator",
        'IP address 10.1.2.3',
      ],
    ]);
    expect(document.body.textContent).not.toMatch(/Unknown|paise|pay_/i);
  });

  it('loads the page the address names and shows the events, the count and the page buttons', async () => {
    api.use(answer(auditApi.list, page(60, 25, { nextCursor: 'c3', previousCursor: 'p1' })));
    const { user, location } = open('/user-management?action=profile_updated&cursor=c2');

    const trail = await trailList();
    expect(requests).toEqual(['GET /api/Details/Audit?action=profile_updated&cursor=c2']);
    expect(resultsStatus()).toBe('Showing 25 of 60');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Action' }).value).toBe(
      'profile_updated',
    );
    expect(trail.children).toHaveLength(25);
    expect(entryTexts(trail)[0]).toEqual([
      '23 November 2026, 2:05 pm IST',
      'Asha Kulkarni updated their profile',
      'User name: Asha → Asha Kulkarni',
      'IP address 10.1.2.3',
    ]);
    const pages = screen.getByRole('navigation', { name: 'Activity pages' });
    expect(
      within(pages)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['First page', 'Previous page', 'Next page']);
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(location().search).toBe('?action=profile_updated&cursor=c3');
    await user.click(within(pages).getByRole('button', { name: 'Previous page' }));
    expect(location().search).toBe('?action=profile_updated&cursor=p1');
  });

  it('says "more than" when the server stopped counting a long trail', async () => {
    api.use(
      answer(auditApi.list, { ...page(1000, 25, { nextCursor: 'c2' }), totalIsLowerBound: true }),
    );
    open('/user-management');
    await trailList();
    expect(resultsStatus()).toBe('Showing 1–25 of more than 1,000');
  });

  it('puts applied filters in the address, back on the first page, and loads them', async () => {
    const { user, location } = open('/user-management?cursor=c3');

    await user.type(await screen.findByRole('searchbox', { name: /User/ }), 'Ravi');
    await user.type(screen.getByLabelText('From'), '2026-04-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    expect(location().search).toBe('?user=Ravi&from=2026-04-01');
    await vi.waitFor(() =>
      expect(requests.at(-1)).toBe('GET /api/Details/Audit?user=Ravi&from=2026-04-01'),
    );
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDefined();
  });

  it('refuses a range that ends before it starts, next to the field, without loading', async () => {
    const { user, location } = open('/user-management');
    await trailList();

    await user.type(screen.getByLabelText('From'), '2026-05-01');
    const to = screen.getByLabelText('To');
    await user.type(to, '2026-04-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    expect(document.getElementById('audit-to-error')?.textContent).toBe(
      'The end date is before the start date.',
    );
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(to);
    expect(location().search).toBe('');
    expect(requests).toEqual(['GET /api/Details/Audit']);
  });

  it('says so when nothing matches, with no entries or pages', async () => {
    api.use(answer(auditApi.list, page(0, 0)));
    open('/user-management?action=user_invited');

    await vi.waitFor(() => expect(resultsStatus()).toBe('No activity matches these filters.'));
    expect(screen.queryByRole('list', { name: 'Activity, newest first' })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('offers to try again after a failure', async () => {
    api.use(refuse(auditApi.list, 503, 'SERVICE_UNAVAILABLE', 'Down'));
    const { user } = open('/user-management');

    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toContain(
      'We could not load the activity.',
    );
    api.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(resultsStatus()).toBe('Showing 1 of 1'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says which filters the server refused in an edited address', async () => {
    const message = 'Some filters cannot be used.';
    api.use(
      onEndpoint(auditApi.list, () =>
        HttpResponse.json(
          { error: { code: 'VALIDATION', message, fields: { organisationId: 'Invalid UUID' } } },
          { status: 400 },
        ),
      ),
    );
    open('/user-management?organisationId=acme');

    expect((await screen.findByRole('alert')).textContent).toContain(
      'These filters cannot be used: Invalid UUID',
    );
    expect(requests).toEqual(['GET /api/Details/Audit?organisationId=acme']);
  });

  it('lets a platform administrator choose an organisation, and nobody else', async () => {
    api.use(
      answer(usersApi.organisations, {
        organisations: [{ id: 'org-1', name: 'Kulkarni Textiles' }],
      }),
    );
    const signedIn = { UserId: 1, Name: 'Platform administrator', IsProfileDataSaved: 'Yes' };
    setUser({ ...signedIn, RoleId: 2, IsAdmin: true });
    const first = open('/user-management');
    await trailList();
    expect(screen.queryByRole('combobox', { name: 'Organisation' })).toBeNull();
    // Nor the back office's actions, which an organisation's trail never holds.
    const actions = () => screen.getAllByRole('option').map((option) => option.textContent ?? '');
    expect(actions()).toContain('Order paid');
    expect(actions()).not.toContain('Lead assigned');
    expect(screen.queryByRole('group', { name: 'Organisation' })).toBeNull();
    first.unmount();

    setUser({ ...signedIn, RoleId: 1, IsAdmin: true });
    open('/user-management?organisationId=org-1');
    await trailList();
    // One organisation is chosen on its own page, not from a list of every organisation.
    expect(screen.queryByRole('combobox', { name: 'Organisation' })).toBeNull();
    const chosen = screen.getByRole('group', { name: 'Organisation' });
    expect(within(chosen).getByRole('button', { name: 'Show every organisation’s' })).toBeDefined();
    expect(actions()).toContain('Lead assigned');
    expect(requests).toContain('GET /api/Details/Audit?organisationId=org-1');
  });

  it('downloads the export with the same filters and no paging', async () => {
    api.use(
      answer(auditApi.list, page(30, 5, { previousCursor: 'p1' })),
      onEndpoint(
        auditApi.export,
        () =>
          new HttpResponse('Time (IST)\r\n', {
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': 'attachment; filename="audit-trail-2026-11-23.csv"',
            },
          }),
      ),
    );
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:audit');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user } = open('/user-management?action=sign_in&cursor=c2&pageSize=10');

    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));

    await vi.waitFor(() => expect(saved).toEqual(['audit-trail-2026-11-23.csv']));
    expect(requests.at(-1)).toBe('GET /api/Details/Audit/Export?action=sign_in');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });
});
