import { leadsApi } from '@prakar/shared/api/leads';
import { savedViewsApi } from '@prakar/shared/api/saved-views';
import type { LeadList, LeadSummary } from '@prakar/shared/leads';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import LeadsPage from '#app/routes/portal/back-office/leads.tsx';
import { answer, onEndpoint, recordRequests, setupApiServer } from '#tests/component/api-server.ts';
import { catchDownloads, csvDownload } from '#tests/component/downloads.ts';
import { leadSummary as lead, PRIYA as priya } from '#tests/component/lead-data.ts';
import { itWaitsAndRetries } from '#tests/component/list-states.ts';
import { paging } from '#tests/component/paging-data.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { signInWith } from '#tests/component/session.ts';
import { bodyRows } from '#tests/component/table-rows.ts';
import { viewLinks } from '#tests/component/view-links.ts';

const page = (leads: LeadSummary[], changes: Partial<LeadList> = {}): LeadList => ({
  leads,
  ...paging(leads.length),
  ...changes,
});

const api = setupApiServer(
  answer(leadsApi.list, page([lead(1)])),
  answer(leadsApi.assignees, { assignees: [priya] }),
  answer(savedViewsApi.list, { views: [] }),
);
const requests = recordRequests(api);

const open = (address = '/back-office/leads') =>
  renderScreen('/back-office/leads', <LeadsPage />, address);

const table = () => screen.findByRole('table', { name: 'Messages, newest first' });

describe('the leads inbox', () => {
  itWaitsAndRetries({
    api,
    endpoint: leadsApi.list,
    page: page([lead(1)]),
    noun: 'messages',
    open,
    table,
  });

  it('shows each message on a line: its sender, customer, words, status, who has it and when', async () => {
    signInWith(['manage:all:platform']);
    api.use(
      answer(
        leadsApi.list,
        page([
          lead(1, {
            status: 'in_progress',
            assignee: priya,
            organisation: { id: 'org-1', name: 'Kulkarni Textiles' },
            noteCount: 2,
            replyCount: 1,
          }),
          lead(2, { subject: '', status: 'spam' }),
        ]),
      ),
    );
    open();
    await table();
    expect(screen.getByRole('status').textContent).toBe('Showing 2 of 2');
    expect(bodyRows()).toEqual([
      [
        '',
        'Meera Iyer 1meera1@example.inCustomer: Kulkarni Textiles',
        'Smart TDS for 12 TANs We file 24Q and 26Q for twelve branches.',
        'In progress',
        'Priya Shah',
        '23 Nov 2026, 2:05 pm',
      ],
      [
        '',
        'Meera Iyer 2meera2@example.in',
        'We file 24Q and 26Q for twelve branches.',
        'Spam',
        'Nobody yet',
        '23 Nov 2026, 2:05 pm',
      ],
    ]);
    expect(screen.getByTitle('meera1@example.in')).toBeDefined();
    expect(screen.getAllByTitle('23 November 2026, 2:05 pm IST')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Meera Iyer 1' }).getAttribute('href')).toBe(
      '/back-office/leads/5c1f0a9e-0000-4000-8000-000000000001',
    );
  });

  it('filters by status and assignee, each as a step in the address, back to the first page', async () => {
    signInWith(['manage:all:platform']);
    api.use(answer(leadsApi.list, page([lead(1)], { nextCursor: 'c2' })));
    const { user, location } = open('/back-office/leads?cursor=c1');
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'open');
    expect(location().search).toBe('?status=open');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assigned to' }), 'Priya Shah');
    expect(location().search).toBe('?status=open&assignee=9');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assigned to' }), 'Nobody yet');
    expect(location().search).toBe('?status=open&assignee=none');
    await vi.waitFor(() =>
      expect(requests.at(-1)).toBe('GET /api/BackOffice/Leads?status=open&assignee=none'),
    );
  });

  it('offers ready-made views as links that set the filters, the current one marked', async () => {
    signInWith(['manage:all:platform']);
    const { user, location } = open('/back-office/leads?status=open&pageSize=50');
    await table();
    const views = screen.getByRole('navigation', { name: 'Views' });
    expect(viewLinks()).toEqual([
      ['All open', 'page'],
      ['Assigned to me', null],
      ['Unassigned', null],
      ['Spam', null],
      ['Everything', null],
    ]);
    await user.click(within(views).getByRole('link', { name: 'Assigned to me' }));
    // The signed-in member of staff is user 7.
    expect(location().search).toBe('?status=open&assignee=7&pageSize=50');
    expect(
      within(views).getByRole('link', { name: 'Assigned to me' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Assigned to' }).value).toBe(
      '7',
    );
    await user.click(within(views).getByRole('link', { name: 'Unassigned' }));
    expect(location().search).toBe('?status=open&assignee=none&pageSize=50');
    await user.click(within(views).getByRole('link', { name: 'Spam' }));
    expect(location().search).toBe('?status=spam&pageSize=50');
  });

  it('changes the chosen messages at once, after saying what will happen', async () => {
    signInWith(['manage:all:platform']);
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const sent: unknown[] = [];
    api.use(
      answer(leadsApi.list, page([lead(1), lead(2), lead(3)])),
      onEndpoint(leadsApi.bulk, async ({ request }) => {
        const body = (await request.json()) as { ids: string[] };
        sent.push(body);
        return HttpResponse.json({ changed: body.ids.slice(1), unchanged: body.ids.slice(0, 1) });
      }),
    );
    const { user } = open('/back-office/leads?status=open');
    await table();
    expect(screen.queryByRole('region', { name: 'Change the chosen messages' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Choose every message on this page' }));
    const bar = screen.getByRole('region', { name: 'Change the chosen messages' });
    expect(bar.textContent).toContain('3 messages chosen');
    await user.click(
      screen.getByRole('checkbox', { name: 'Choose the message from Meera Iyer 2' }),
    );
    expect(bar.textContent).toContain('2 messages chosen');
    const all = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Choose every message on this page',
    });
    expect([all.checked, all.indeterminate]).toEqual([false, true]);

    await user.selectOptions(
      within(bar).getByRole('combobox', { name: 'Assign to' }),
      'Priya Shah',
    );
    await user.click(within(bar).getByRole('button', { name: 'Assign…' }));
    const asked = screen.getByRole('alertdialog', { name: 'Assign 2 messages to Priya Shah?' });
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);

    await user.click(within(bar).getByRole('button', { name: 'Mark as spam' }));
    const spam = screen.getByRole('alertdialog', { name: 'Mark 2 messages as spam?' });
    await user.click(within(spam).getByRole('button', { name: 'Yes, change them' }));
    await vi.waitFor(() =>
      expect(sent).toEqual([
        { ids: [lead(1).id, lead(3).id], action: { kind: 'status', status: 'spam' } },
      ]),
    );
    expect(success).toHaveBeenCalledWith('Marked 1 message as spam. 1 other was so already.');
    await vi.waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Change the chosen messages' })).toBeNull(),
    );
    await vi.waitFor(() => expect(document.activeElement).toBe(all));
  });

  it('assigns the chosen messages to the signed-in member of staff', async () => {
    signInWith(['manage:all:platform']);
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const sent: unknown[] = [];
    api.use(
      onEndpoint(leadsApi.bulk, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ changed: [lead(1).id], unchanged: [] });
      }),
    );
    const { user } = open();
    await table();
    await user.click(
      screen.getByRole('checkbox', { name: 'Choose the message from Meera Iyer 1' }),
    );
    await user.click(screen.getByRole('button', { name: 'Assign to me' }));
    const asked = screen.getByRole('alertdialog', {
      name: 'Assign 1 message to you (Asha Kulkarni)?',
    });
    expect(asked.textContent).toContain(
      'Each message changed gets its own line in the audit trail.',
    );
    await user.click(within(asked).getByRole('button', { name: 'Yes, change them' }));
    await vi.waitFor(() =>
      expect(sent).toEqual([{ ids: [lead(1).id], action: { kind: 'assign', assigneeId: 7 } }]),
    );
    expect(success).toHaveBeenCalledWith('Assigned 1 message to you.');
  });

  it('links each message with the inbox’s view, so its screen can step through it', async () => {
    signInWith(['manage:all:platform']);
    open('/back-office/leads?status=open&assignee=9');
    await table();
    expect(screen.getByRole('link', { name: 'Meera Iyer 1' }).getAttribute('href')).toBe(
      '/back-office/leads/5c1f0a9e-0000-4000-8000-000000000001?status=open&assignee=9',
    );
  });

  it('searches once typing pauses', async () => {
    signInWith(['manage:all:platform']);
    const { user, location } = open();
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Kulkarni');
    await vi.waitFor(() => expect(location().search).toBe('?search=Kulkarni'));
    await vi.waitFor(() => expect(requests).toContain('GET /api/BackOffice/Leads?search=Kulkarni'));
  });

  it('pages with Next and Previous, and says how many match', async () => {
    signInWith(['manage:all:platform']);
    api.use(
      answer(
        leadsApi.list,
        page([lead(1), lead(2)], { total: 60, nextCursor: 'c3', previousCursor: 'p1' }),
      ),
    );
    const { user, location } = open('/back-office/leads?status=new&cursor=c2');
    await table();
    expect(screen.getByRole('status').textContent).toBe('Showing 2 of 60');
    const pages = screen.getByRole('navigation', { name: 'Messages pages' });
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(location().search).toBe('?status=new&cursor=c3');
    await user.click(within(pages).getByRole('button', { name: 'Previous page' }));
    expect(location().search).toBe('?status=new&cursor=p1');
  });

  it('says so when nothing matches, and when nothing has arrived at all', async () => {
    signInWith(['manage:all:platform']);
    api.use(answer(leadsApi.list, page([])));
    const first = open();
    expect(
      await screen.findByText('No messages yet. They arrive here from the website’s contact form.'),
    ).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
    first.unmount();
    open('/back-office/leads?status=spam');
    expect(
      await screen.findByText('No messages match this search and these filters.'),
    ).toBeDefined();
  });

  it('downloads the filtered list as CSV', async () => {
    signInWith(['manage:all:platform']);
    const saved = catchDownloads();
    api.use(
      onEndpoint(leadsApi.export, () => csvDownload('leads-2026-11-23.csv', 'Received (IST)')),
    );
    const { user } = open('/back-office/leads?status=open&search=tds');
    await table();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(saved).toEqual(['leads-2026-11-23.csv']));
    expect(requests.at(-1)).toBe('GET /api/BackOffice/Leads/Export?search=tds&status=open');
  });
});
