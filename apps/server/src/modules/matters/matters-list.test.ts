import { backOfficeHomeApi } from '@prakar/shared/api/back-office-home';
import { mattersApi } from '@prakar/shared/api/matters';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import type { MatterDetail, MatterList } from '@prakar/shared/matters';
import { beforeAll, describe, expect, it } from 'vitest';
import { acceptMatter, openMatter, useMattersApp } from '#test/matters-helpers.ts';
import { addStaffMember, newAdmin, signInPlatformAdmin } from '#test/users-helpers.ts';

/** Wednesday 2 December 2026, 11:30 IST: its week runs from Monday 30 November to Sunday 6 December. */
const { clock, app } = useMattersApp();

let staff: Awaited<ReturnType<typeof signInPlatformAdmin>>;
let sundaram: string;
let zenith: string;
let colleague: { id: number };
/** Each matter by the date it falls due: an appeal to the CIT(A) served 30 days before. */
const due: Record<string, MatterDetail> = {};
let closed: MatterDetail;
let undated: MatterDetail;

const SERVED_FOR_DUE: Record<string, string> = {
  '2026-11-29': '2026-10-30',
  '2026-11-30': '2026-10-31',
  '2026-12-01': '2026-11-01',
  '2026-12-02': '2026-11-02',
  '2026-12-06': '2026-11-06',
  '2026-12-07': '2026-11-07',
  '2027-01-01': '2026-12-02',
  '2027-01-02': '2026-12-03',
};

beforeAll(async () => {
  staff = await signInPlatformAdmin(app());
  sundaram = (await newAdmin(app(), 'Sundaram Logistics')).organisationId;
  zenith = (await newAdmin(app(), 'Zenith Polymers')).organisationId;
  colleague = await addStaffMember(app(), 'Priya Shah');
  for (const [dueOn, servedOn] of Object.entries(SERVED_FOR_DUE)) {
    clock.set(`2026-12-02T06:00:0${Object.keys(due).length}.000Z`);
    due[dueOn] = await openMatter(staff, sundaram, { servedOn });
  }
  clock.set('2026-12-02T06:00:08.000Z');
  closed = await openMatter(staff, zenith, {
    subjectType: 'gstin',
    subject: '27AAPFU0939F1ZV',
    servedOn: '2026-10-01',
    din: 'CBIC-ZENITH-2026-0042',
    assigneeId: colleague.id,
  });
  await acceptMatter(staff, closed.id);
  await staff.call(mattersApi.setStatus, { params: { id: closed.id }, body: { status: 'closed' } });
  clock.set('2026-12-02T06:00:09.000Z');
  undated = await openMatter(staff, zenith, {
    kind: 'scrutiny_143_2',
    year: '2024-25',
    subjectType: 'tan',
    subject: 'MUMZ12345B',
  });
});

const list = async (query: Record<string, unknown> = {}) => {
  const response = await staff.call(mattersApi.list, { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MatterList>();
};

const numbers = async (query: Record<string, unknown> = {}) =>
  (await list({ pageSize: 100, ...query })).matters.map((matter) => matter.number);

const numbersDue = (...days: string[]) => days.map((day) => due[day]?.number);

describe('the matters list', () => {
  it('shows the soonest due first, dateless and finished matters last, and says which are overdue', async () => {
    const { matters, total } = await list({ pageSize: 100 });
    expect(total).toBe(10);
    expect(matters.map((matter) => matter.nextDueOn)).toEqual([
      ...Object.keys(SERVED_FOR_DUE),
      null,
      null,
    ]);
    expect(matters.filter((matter) => matter.overdue).map((matter) => matter.number)).toEqual(
      numbersDue('2026-11-29', '2026-11-30', '2026-12-01'),
    );
  });

  it('finds what is due by the IST calendar: overdue, this week Monday to Sunday, the next 30 days', async () => {
    expect(await numbers({ due: 'overdue' })).toEqual(
      numbersDue('2026-11-29', '2026-11-30', '2026-12-01'),
    );
    expect(await numbers({ due: 'this_week' })).toEqual(
      numbersDue('2026-11-30', '2026-12-01', '2026-12-02', '2026-12-06'),
    );
    expect(await numbers({ due: 'next_30_days' })).toEqual(
      numbersDue('2026-12-02', '2026-12-06', '2026-12-07', '2027-01-01'),
    );
  });

  it('counts the requests and the overdue matters among the back office’s work waiting', async () => {
    const home = await staff.call(backOfficeHomeApi.workWaiting);
    const counts = Object.fromEntries(home.json().queues.map(({ queue, count }) => [queue, count]));
    expect(counts).toMatchObject({ matterRequests: 9, overdueMatters: 3 });
  });

  it('moves to the next week at midnight IST between Sunday and Monday', async () => {
    clock.set('2026-12-06T18:29:59.000Z');
    staff = await signInPlatformAdmin(app());
    expect(await numbers({ due: 'this_week' })).toEqual(
      numbersDue('2026-11-30', '2026-12-01', '2026-12-02', '2026-12-06'),
    );
    clock.set('2026-12-06T18:30:00.000Z');
    expect(await numbers({ due: 'this_week' })).toEqual(numbersDue('2026-12-07'));
    expect(await numbers({ due: 'overdue' })).toEqual(
      numbersDue('2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-06'),
    );
    clock.set('2026-12-02T06:00:00.000Z');
    staff = await signInPlatformAdmin(app());
  });

  it('filters by status (open for every unfinished one), kind, assignee and organisation', async () => {
    expect(await numbers({ status: 'closed' })).toEqual([closed.number]);
    expect(await numbers({ status: 'open' })).not.toContain(closed.number);
    expect(await numbers({ status: 'open' })).toHaveLength(9);
    expect(await numbers({ kind: 'scrutiny_143_2' })).toEqual([undated.number]);
    expect(await numbers({ assignee: String(colleague.id) })).toEqual([closed.number]);
    expect(await numbers({ assignee: 'none' })).toHaveLength(9);
    expect((await numbers({ organisationId: zenith })).sort()).toEqual(
      [closed.number, undated.number].sort(),
    );
  });

  it('searches the organisation’s name, the PAN/TAN/GSTIN (part of it), the DIN and the number', async () => {
    expect((await numbers({ search: 'zenith poly' })).sort()).toEqual(
      [closed.number, undated.number].sort(),
    );
    expect(await numbers({ search: 'mumz123' })).toEqual([undated.number]);
    expect(await numbers({ search: 'aapfu0939f1z' })).toEqual([closed.number]);
    expect(await numbers({ search: 'zenith-2026' })).toEqual([closed.number]);
    expect(await numbers({ search: closed.number.toLowerCase() })).toEqual([closed.number]);
    expect(await numbers({ search: 'nothing like it' })).toEqual([]);
  });

  it('sorts by when opened and by status in the matter’s life, either way', async () => {
    const opened = await numbers({ sort: 'opened', order: 'desc' });
    expect(opened[0]).toBe(undated.number);
    expect(opened.at(-1)).toBe(due['2026-11-29']?.number);
    await acceptMatter(staff, due['2027-01-02']?.id ?? '');
    const byStatus = await list({ sort: 'status', order: 'desc', pageSize: 10 });
    expect(byStatus.matters[0]?.status).toBe('closed');
    expect(byStatus.matters[1]?.status).toBe('accepted');
    expect(byStatus.matters[2]?.status).toBe('requested');
  });

  it('pages through every order from where the last page stopped, each matter once', async () => {
    for (let day = 1; day <= 15; day += 1) {
      clock.set(`2026-12-02T06:01:${String(day).padStart(2, '0')}.000Z`);
      const servedOn = `2026-11-${String(day % 4 === 0 ? 1 : day).padStart(2, '0')}`;
      await openMatter(staff, day % 2 ? sundaram : zenith, { servedOn });
    }
    for (const [sort, order] of [
      ['due', 'asc'],
      ['due', 'desc'],
      ['opened', 'asc'],
      ['status', 'asc'],
    ]) {
      const everyOne = await numbers({ sort, order });
      const paged: string[] = [];
      let cursor: string | null = null;
      do {
        const page: MatterList = await list({
          sort,
          order,
          pageSize: 10,
          ...(cursor && { cursor }),
        });
        paged.push(...page.matters.map((matter) => matter.number));
        cursor = page.nextCursor;
      } while (cursor);
      expect(paged, `${sort} ${order}`).toEqual(everyOne);
    }
  });

  it('refuses a filter it does not know, on the field', async () => {
    const response = await staff.call(mattersApi.list, {
      query: { due: 'someday', status: 'won', assignee: 'everyone' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<ApiErrorBody>().error.fields ?? {}).sort()).toEqual([
      'assignee',
      'due',
      'status',
    ]);
  });
});
