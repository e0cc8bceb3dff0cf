import { leadsApi } from '@prakar/shared/api/leads';
import { mattersApi } from '@prakar/shared/api/matters';
import { savedViewsApi } from '@prakar/shared/api/saved-views';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import MattersPage from '#app/routes/portal/back-office/matters.tsx';
import { answer, onEndpoint, recordRequests, setupApiServer } from '#tests/component/api-server.ts';
import { itWaitsAndRetries } from '#tests/component/list-states.ts';
import { matterPage, matterSummary, priya } from '#tests/component/matter-data.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { signInWith } from '#tests/component/session.ts';
import { bodyRows } from '#tests/component/table-rows.ts';
import { viewLinks } from '#tests/component/view-links.ts';

const api = setupApiServer(
  answer(mattersApi.list, matterPage([matterSummary(1)])),
  answer(leadsApi.assignees, { assignees: [priya] }),
  answer(savedViewsApi.list, { views: [] }),
);
const requests = recordRequests(api);

const open = (address = '/back-office/matters') =>
  renderScreen('/back-office/matters', <MattersPage />, address);

const table = () => screen.findByRole('table', { name: /^Matters/ });

describe('the matters list', () => {
  itWaitsAndRetries({
    api,
    endpoint: mattersApi.list,
    page: matterPage([matterSummary(1)]),
    noun: 'matters',
    open,
    table,
  });

  it('shows each matter on a row, an overdue one saying so in words', async () => {
    signInWith(['manage:all:platform']);
    api.use(
      answer(
        mattersApi.list,
        matterPage([
          matterSummary(1, {
            status: 'documents_needed',
            assignee: priya,
            targetOn: '2026-12-01',
            nextDueOn: '2026-12-01',
            overdue: true,
          }),
          matterSummary(2, {
            kind: 'tds_default',
            subjectType: 'tan',
            subject: 'MUMK12345A',
            status: 'closed',
            nextDueOn: null,
          }),
        ]),
      ),
    );
    open();
    expect((await table()).querySelector('caption')?.textContent).toBe(
      'Matters, soonest due first',
    );
    expect(bodyRows()).toEqual([
      [
        '',
        'MAT-2026-0001Kulkarni Textiles',
        '143(2) scrutiny2025-26 · PAN AAACK1234F',
        'Documents needed',
        'Priya Shah',
        '1 Dec 2026Overdue (target)',
        '21 Nov 2026',
      ],
      [
        '',
        'MAT-2026-0002Kulkarni Textiles',
        'TDS default2025-26 · TAN MUMK12345A',
        'Closed',
        'Nobody yet',
        'Nothing due',
        '21 Nov 2026',
      ],
    ]);
    expect(screen.getByTitle('Scrutiny notice under section 143(2)')).toBeDefined();
    expect(screen.getByTitle('1 December 2026').textContent).toBe('1 Dec 2026');
    expect(screen.getByRole('link', { name: 'MAT-2026-0001' }).getAttribute('href')).toBe(
      `/back-office/matters/${matterSummary(1).id}`,
    );
  });

  it('filters by status, kind, assignee and when due, each a step in the address', async () => {
    signInWith(['manage:all:platform']);
    const { user, location } = open('/back-office/matters?cursor=c1');
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'open');
    expect(location().search).toBe('?status=open');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'appeal_itat');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assigned to' }), 'Nobody yet');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Due' }), 'Due this week');
    expect(location().search).toBe('?status=open&kind=appeal_itat&assignee=none&due=this_week');
    await vi.waitFor(() =>
      expect(requests.at(-1)).toBe(
        'GET /api/BackOffice/Matters?status=open&kind=appeal_itat&assignee=none&due=this_week',
      ),
    );
  });

  it('restores the filters from the address, as Back does', async () => {
    signInWith(['manage:all:platform']);
    open('/back-office/matters?status=requested&assignee=9&due=overdue&sort=opened&order=desc');
    expect((await table()).querySelector('caption')?.textContent).toBe('Matters, newest first');
    const value = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name }).value;
    expect([value('Status'), value('Assigned to'), value('Due')]).toEqual([
      'requested',
      '9',
      'overdue',
    ]);
    expect(requests).toContain(
      'GET /api/BackOffice/Matters?status=requested&assignee=9&due=overdue&sort=opened&order=desc',
    );
  });

  it('sorts by a column’s header, turning the order round on a second click', async () => {
    signInWith(['manage:all:platform']);
    const { user, location } = open('/back-office/matters?status=open');
    await table();
    await user.click(screen.getByRole('button', { name: /^Opened/ }));
    expect(location().search).toBe('?status=open&sort=opened');
    await user.click(screen.getByRole('button', { name: /^Opened/ }));
    expect(location().search).toBe('?status=open&sort=opened&order=desc');
    await user.click(screen.getByRole('button', { name: /^Next due/ }));
    expect(location().search).toBe('?status=open');
    expect(screen.getByRole('columnheader', { name: /^Next due/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
  });

  it('offers the ready-made views, the current one marked', async () => {
    signInWith(['manage:all:platform']);
    const { user, location } = open('/back-office/matters?status=open&pageSize=50');
    await table();
    const views = screen.getByRole('navigation', { name: 'Views' });
    expect(viewLinks()).toEqual([
      ['All open', 'page'],
      ['Assigned to me', null],
      ['Due this week', null],
      ['Requests', null],
      ['Overdue', null],
    ]);
    await user.click(within(views).getByRole('link', { name: 'Assigned to me' }));
    expect(location().search).toBe('?status=open&assignee=7&pageSize=50');
    await user.click(within(views).getByRole('link', { name: 'Due this week' }));
    expect(location().search).toBe('?status=open&due=this_week&pageSize=50');
    await user.click(within(views).getByRole('link', { name: 'Requests' }));
    expect(location().search).toBe('?status=requested&pageSize=50');
    await user.click(within(views).getByRole('link', { name: 'Overdue' }));
    expect(location().search).toBe('?due=overdue&pageSize=50');
  });

  it('moves the chosen matters on at once, after saying what will happen', async () => {
    signInWith(['manage:all:platform']);
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const sent: unknown[] = [];
    api.use(
      answer(mattersApi.list, matterPage([matterSummary(1), matterSummary(2)])),
      onEndpoint(mattersApi.bulk, async ({ request }) => {
        const body = (await request.json()) as { ids: string[] };
        sent.push(body);
        return HttpResponse.json({ changed: body.ids, unchanged: [] });
      }),
    );
    const { user } = open();
    await table();
    await user.click(screen.getByRole('checkbox', { name: 'Choose every matter on this page' }));
    const bar = screen.getByRole('region', { name: 'Change the chosen matters' });
    expect(bar.textContent).toContain('2 matters chosen');
    expect(
      within(within(bar).getByRole('combobox', { name: 'Status' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(Accepted|Declined)$/)]));
    await user.click(within(bar).getByRole('button', { name: 'Change status…' }));
    const asked = screen.getByRole('alertdialog', {
      name: 'Move 2 matters to “Documents needed”?',
    });
    expect(asked.textContent).toContain(
      'If any of them cannot move to “Documents needed” from where it stands, none change.',
    );
    await user.click(within(asked).getByRole('button', { name: 'Yes, change them' }));
    await vi.waitFor(() =>
      expect(sent).toEqual([
        {
          ids: [matterSummary(1).id, matterSummary(2).id],
          action: { kind: 'status', status: 'documents_needed' },
        },
      ]),
    );
    expect(success).toHaveBeenCalledWith('Moved 2 matters to “Documents needed”.');
  });

  it('assigns the chosen matters to a colleague', async () => {
    signInWith(['manage:all:platform']);
    const sent: unknown[] = [];
    api.use(
      onEndpoint(mattersApi.bulk, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ changed: [matterSummary(1).id], unchanged: [] });
      }),
    );
    const { user } = open();
    await table();
    await user.click(screen.getByRole('checkbox', { name: 'Choose matter MAT-2026-0001' }));
    const bar = screen.getByRole('region', { name: 'Change the chosen matters' });
    await user.selectOptions(
      within(bar).getByRole('combobox', { name: 'Assign to' }),
      'Priya Shah',
    );
    await user.click(within(bar).getByRole('button', { name: 'Assign…' }));
    const asked = screen.getByRole('alertdialog', { name: 'Assign 1 matter to Priya Shah?' });
    await user.click(within(asked).getByRole('button', { name: 'Yes, change them' }));
    await vi.waitFor(() =>
      expect(sent).toEqual([
        { ids: [matterSummary(1).id], action: { kind: 'assign', assigneeId: 9 } },
      ]),
    );
  });

  it('keeps the view in each matter’s link, so its page leads back to it', async () => {
    signInWith(['manage:all:platform']);
    open('/back-office/matters?status=open&due=overdue');
    await table();
    expect(screen.getByRole('link', { name: 'MAT-2026-0001' }).getAttribute('href')).toBe(
      `/back-office/matters/${matterSummary(1).id}?status=open&due=overdue`,
    );
  });

  it('searches once typing pauses', async () => {
    signInWith(['manage:all:platform']);
    const { user, location } = open();
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'AAACK1234F');
    await vi.waitFor(() => expect(location().search).toBe('?search=AAACK1234F'));
  });

  it('says so when nothing matches, and when there are no matters at all', async () => {
    signInWith(['manage:all:platform']);
    api.use(answer(mattersApi.list, matterPage([])));
    const first = open();
    expect(await screen.findByText(/^No matters yet\./)).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
    first.unmount();
    open('/back-office/matters?due=this_week');
    expect(
      await screen.findByText('No matters match this search and these filters.'),
    ).toBeDefined();
  });

  it('leads to the new matter form', async () => {
    signInWith(['manage:all:platform']);
    open();
    expect((await screen.findByRole('link', { name: 'New matter' })).getAttribute('href')).toBe(
      '/back-office/matters/new',
    );
  });
});
