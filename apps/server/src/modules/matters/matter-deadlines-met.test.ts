import { backOfficeHomeApi } from '@prakar/shared/api/back-office-home';
import { clientMattersApi } from '@prakar/shared/api/client-matters';
import { matterCalendarApi } from '@prakar/shared/api/matter-calendar';
import { mattersApi } from '@prakar/shared/api/matters';
import type { MatterDeadlines } from '@prakar/shared/matter-calendar';
import type { MatterStatus } from '@prakar/shared/matter-status';
import type { MatterDetail, MatterList } from '@prakar/shared/matters';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { matterHearings, matters, outboundMail } from '#src/db/schema.ts';
import { openMatter, useMattersApp } from '#test/matters-helpers.ts';
import { addStaffMember, type Caller, newAdmin, signInPlatformAdmin } from '#test/users-helpers.ts';

/** Wednesday 2 December 2026, 11:30 IST. */
const { clock, app } = useMattersApp();

let staff: Caller;
let client: Caller & { organisationId: string };
let assignee: { id: number; email: string };
/** Appeals to the CIT(A) served 30 October: due 29 November, three days ago. */
const late: Partial<Record<MatterStatus, MatterDetail>> = {};
const STATUSES = ['documents_needed', 'filed', 'hearing', 'order_received'] as const;

/** The matter as the test needs it: a status set straight in the database. */
async function putAt(status: MatterStatus, id: string) {
  await app().database.db.update(matters).set({ status }).where(eq(matters.id, id));
}

beforeAll(async () => {
  staff = await signInPlatformAdmin(app());
  assignee = await addStaffMember(app(), 'Priya Shah');
  client = await newAdmin(app(), 'Sundaram Logistics');
  const { organisationId } = client;
  for (const status of STATUSES) {
    const matter = await openMatter(staff, organisationId, {
      servedOn: '2026-10-30',
      assigneeId: assignee.id,
    });
    const target = await staff.call(mattersApi.setTarget, {
      params: { id: matter.id },
      body: { targetOn: '2026-11-25' },
    });
    expect(target.statusCode, target.body).toBe(200);
    await putAt(status, matter.id);
    late[status] = matter;
  }
  await app()
    .database.db.insert(matterHearings)
    .values({
      matterId: late.hearing?.id ?? '',
      hearingOn: '2026-12-18',
      hearingTime: '11:30',
      forum: 'CIT(A)-3, Mumbai',
      place: 'Aayakar Bhavan',
      createdAt: new Date(),
    });
});

const numberOf = (status: MatterStatus) => late[status]?.number;

describe('a matter filed past its statutory date', () => {
  it('is overdue in the staff list only while it is not yet filed', async () => {
    const response = await staff.call(mattersApi.list, { query: { pageSize: 100 } });
    const { matters: listed } = response.json<MatterList>();
    const overdue = listed.filter((matter) => matter.overdue).map((matter) => matter.number);
    expect(overdue).toEqual([numberOf('documents_needed')]);
    const filed = listed.find((matter) => matter.number === numberOf('filed'));
    expect(filed).toMatchObject({ statutoryDueOn: '2026-11-29', nextDueOn: null, overdue: false });
    const due = await staff.call(mattersApi.list, { query: { due: 'overdue' } });
    expect(due.json<MatterList>().matters.map((matter) => matter.number)).toEqual(overdue);
  });

  it('is not counted among the back office’s overdue matters', async () => {
    const home = await staff.call(backOfficeHomeApi.workWaiting);
    const counts = Object.fromEntries(
      home
        .json()
        .queues.map(({ queue, count }: { queue: string; count: number }) => [queue, count]),
    );
    expect(counts).toMatchObject({ overdueMatters: 1 });
  });

  it('is not overdue on the client’s list', async () => {
    const response = await client.call(clientMattersApi.list, { query: {} });
    expect(response.statusCode, response.body).toBe(200);
    const { matters: listed } = response.json<MatterList>();
    expect(listed.filter((matter) => matter.overdue).map((matter) => matter.number)).toEqual([
      numberOf('documents_needed'),
    ]);
  });

  it('leaves only its hearing on the deadlines page', async () => {
    const response = await client.call(matterCalendarApi.deadlines);
    const { deadlines } = response.json<MatterDeadlines>();
    expect(deadlines.map((date) => [date.number, date.dateKind, date.on])).toEqual([
      [numberOf('documents_needed'), 'target', '2026-11-25'],
      [numberOf('documents_needed'), 'statutory', '2026-11-29'],
      [numberOf('hearing'), 'hearing', '2026-12-18'],
    ]);
  });

  it('is never flagged to its assignee as past its date, nor once it moves on', async () => {
    expect(await app().jobs.runOnce('matter reminders')).toBe(2);
    clock.set('2026-12-09T06:00:00.000Z');
    expect(await app().jobs.runOnce('matter reminders')).toBe(0);
    const mails = await app()
      .database.db.select({ subject: outboundMail.subject })
      .from(outboundMail)
      .where(and(eq(outboundMail.to, assignee.email), like(outboundMail.subject, 'MAT-%')));
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `${numberOf('documents_needed')} is past its statutory due date`,
      `${numberOf('documents_needed')} is past its target date`,
    ]);
  });
});
