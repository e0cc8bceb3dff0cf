import type { EndpointDefinition } from '@prakar/shared/api/endpoint';
import { matterDocumentsApi } from '@prakar/shared/api/matter-documents';
import { mattersApi } from '@prakar/shared/api/matters';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import type { MatterDetail } from '@prakar/shared/matters';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '#src/db/schema.ts';
import { randomIp } from '#test/accounts-helpers.ts';
import { type CallInput, call } from '#test/call.ts';
import {
  APPEAL,
  acceptMatter,
  MATTERS_TODAY,
  openMatter,
  useMattersApp,
} from '#test/matters-helpers.ts';
import { addStaffMember, type Call, newAdmin, signInPlatformAdmin } from '#test/users-helpers.ts';

const NOW = MATTERS_TODAY.toISOString();
const { clock, app } = useMattersApp();

type Caller = { id: number; organisationId: string; call: Call };
let staff: Caller;
let customer: Caller;
let organisationId: string;
let colleague: { id: number; name: string; email: string };

const NO_SUCH_MATTER = '00000000-0000-4000-8000-000000000047';

beforeAll(async () => {
  staff = await signInPlatformAdmin(app());
  customer = await newAdmin(app(), 'Sundaram Logistics');
  organisationId = customer.organisationId;
  colleague = await addStaffMember(app(), 'Priya Shah');
});

const open = (fields: Parameters<typeof openMatter>[2] = {}) =>
  openMatter(staff, organisationId, fields);

const read = async (id: string) => {
  const response = await staff.call(mattersApi.get, { params: { id } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MatterDetail>();
};

const errorOf = (response: { json<T>(): T }) => response.json<ApiErrorBody>().error;

const sentences = async (id: string) => {
  const response = await staff.call(mattersApi.timeline, { params: { id } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().entries.map((entry) => entry.sentence);
};

const move = (id: string, body: Record<string, unknown>) =>
  staff.call(mattersApi.setStatus, { params: { id }, body });

describe('who may use the matters', () => {
  const params = { id: NO_SUCH_MATTER };
  const endpoints: [EndpointDefinition, CallInput<EndpointDefinition>][] = [
    [mattersApi.list, {}],
    [mattersApi.create, { body: { ...APPEAL, organisationId: NO_SUCH_MATTER } }],
    [mattersApi.get, { params }],
    [mattersApi.timeline, { params }],
    [mattersApi.setStatus, { params, body: { status: 'accepted' } }],
    [mattersApi.assign, { params, body: { assigneeId: null } }],
    [mattersApi.setTarget, { params, body: { targetOn: null } }],
    [
      mattersApi.bulk,
      { body: { ids: [NO_SUCH_MATTER], action: { kind: 'assign', assigneeId: null } } },
    ],
  ];

  it.each(endpoints)('%# refuses anyone signed out with 401', async (endpoint, input) => {
    const response = await call(app(), endpoint, { ...input, ip: randomIp() });
    expect(response.statusCode).toBe(401);
  });

  it.each(endpoints)(
    '%# refuses a customer organisation’s administrator with 403',
    async (endpoint, input) => {
      const response = await customer.call(endpoint, input);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    },
  );

  it('answers 404 for a matter that does not exist', async () => {
    const params = { id: NO_SUCH_MATTER };
    const answers = await Promise.all([
      staff.call(mattersApi.get, { params }),
      staff.call(mattersApi.timeline, { params }),
      staff.call(mattersApi.setStatus, { params, body: { status: 'documents_needed' } }),
      staff.call(mattersApi.assign, { params, body: { assigneeId: null } }),
      staff.call(mattersApi.setTarget, { params, body: { targetOn: null } }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404]);
  });
});

describe('opening a matter', () => {
  it('numbers it, counts its statutory due date by the rule and starts its history', async () => {
    const matter = await open({
      din: 'itba/apl/s/250/2026-27/1078866543',
      assigneeId: colleague.id,
    });
    expect(matter).toMatchObject({
      number: expect.stringMatching(/^MAT-2026-\d{4}$/),
      organisation: { id: organisationId, name: 'Sundaram Logistics' },
      kind: 'appeal_cit_a',
      subject: 'AAPFU0939F',
      din: 'ITBA/APL/S/250/2026-27/1078866543',
      status: 'requested',
      servedOn: '2026-11-20',
      statutoryDueOn: '2026-12-20',
      nextDueOn: '2026-12-20',
      targetOn: null,
      overdue: false,
      section: '249(2)',
      assignee: colleague,
      openedAt: NOW,
    });
    expect(matter.dueCounted).toBe(
      '30 days from the date of service, 20 November 2026, counting the day after service as day 1: due 20 December 2026.',
    );
    expect(matter.history).toEqual([
      { status: 'requested', at: NOW, by: expect.objectContaining({ id: staff.id }), note: null },
    ]);
    expect(await read(matter.id)).toEqual(matter);
    expect(await sentences(matter.id)).toEqual([
      expect.stringMatching(
        new RegExp(`opened ${matter.number}, Appeal to the CIT\\(A\\), for Sundaram Logistics$`),
      ),
    ]);
  });

  it('counts across month ends: days run into the next month, a month ends on a shorter month’s last day', async () => {
    const days = await open({ servedOn: '2026-01-31' });
    expect(days.statutoryDueOn).toBe('2026-03-02');
    const month = await open({ kind: 'e_drs_application', servedOn: '2026-01-31' });
    expect(month.statutoryDueOn).toBe('2026-02-28');
    expect(month.dueCounted).toContain('as that month is shorter, its last day');
    expect(month.overdue).toBe(true);
  });

  it('takes the rule of the Act that covers the year: a tax year of the 2025 Act', async () => {
    const matter = await open({ kind: 'appeal_itat', act: '2025', year: '2026-27' });
    expect(matter.statutoryDueOn).toBe('2027-01-19');
    expect(matter.section).toBe('corresponding to 253(3) of the 1961 Act (to confirm)');
  });

  it('refuses a year the Act’s rule does not cover, on the year', async () => {
    const response = await staff.call(mattersApi.create, {
      body: { ...APPEAL, organisationId, act: '1961', year: '2027-28' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({
      year: expect.stringContaining('assessment year 2027-28'),
    });
  });

  it('leaves the statutory date empty when the rule takes the notice’s date and none was given', async () => {
    const without = await open({ kind: 'scrutiny_143_2', year: '2024-25' });
    expect(without).toMatchObject({ statutoryDueOn: null, nextDueOn: null, dueCounted: null });
    const given = await open({
      kind: 'scrutiny_143_2',
      year: '2024-25',
      dateInNotice: '2026-12-10',
    });
    expect(given).toMatchObject({ statutoryDueOn: '2026-12-10', nextDueOn: '2026-12-10' });
  });

  it('says which field is wrong: an unknown organisation, the firm itself, a customer as assignee, bad input', async () => {
    const body = { ...APPEAL, organisationId };
    const unknown = await staff.call(mattersApi.create, {
      body: { ...body, organisationId: NO_SUCH_MATTER },
    });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(errorOf(unknown).fields ?? {})).toEqual(['organisationId']);
    const firm = await staff.call(mattersApi.create, {
      body: { ...body, organisationId: staff.organisationId },
    });
    expect(errorOf(firm).fields).toHaveProperty('organisationId');
    const notStaff = await staff.call(mattersApi.create, {
      body: { ...body, assigneeId: customer.id },
    });
    expect(notStaff.statusCode).toBe(400);
    expect(Object.keys(errorOf(notStaff).fields ?? {})).toEqual(['assigneeId']);
    const bad = await staff.call(mattersApi.create, {
      body: { ...body, subject: '27AAPFU0939F1ZV', year: '2025-27', servedOn: '20-11-2026' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorOf(bad).fields ?? {}).sort()).toEqual(['servedOn', 'subject', 'year']);
  });
});

describe('moving a matter on', () => {
  it('moves it as its status allows, dated in its history and timeline', async () => {
    const matter = await open();
    await acceptMatter(staff, matter.id);
    clock.set('2026-12-02T06:10:00.000Z');
    const moved = await move(matter.id, { status: 'documents_needed', note: 'Send the ledgers.' });
    clock.set(NOW);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().status).toBe('documents_needed');
    expect(moved.json().history.at(-1)).toEqual({
      status: 'documents_needed',
      at: '2026-12-02T06:10:00.000Z',
      by: expect.objectContaining({ id: staff.id }),
      note: 'Send the ledgers.',
    });
    expect((await sentences(matter.id))[0]).toMatch(
      new RegExp(
        `moved ${matter.number} to Documents needed \\(it was Accepted\\): “Send the ledgers.”$`,
      ),
    );
    const again = await move(matter.id, { status: 'documents_needed' });
    expect(again.json().history).toHaveLength(3);
  });

  it('leaves reading its documents out of its timeline, though the audit trail has it', async () => {
    const matter = await open();
    const before = await sentences(matter.id);
    const listed = await staff.call(matterDocumentsApi.staffList, { params: { id: matter.id } });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(await sentences(matter.id)).toEqual(before);
    const [viewed] = await app()
      .database.db.select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.targetId, matter.id), eq(auditEvents.action, 'matter_documents_viewed')),
      );
    expect(viewed?.actorUserId).toBe(staff.id);
  });

  it('refuses a move its status does not allow with 409, and changes nothing', async () => {
    const matter = await open();
    const response = await move(matter.id, { status: 'documents_needed' });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'MOVE_NOT_ALLOWED',
      fields: { status: `${matter.number} is Requested: it cannot move to Documents needed.` },
    });
    expect(await read(matter.id)).toEqual(matter);
  });

  it('leaves the draft, the filing, hearings and the order to the matter’s papers (409)', async () => {
    const matter = await open();
    for (const status of ['draft_for_approval', 'filed', 'hearing', 'order_received'] as const) {
      const response = await move(matter.id, { status });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).fields?.status).toMatch(/on (the matter’s|its) page/);
    }
    expect(await read(matter.id)).toEqual(matter);
  });

  it('declines a request only with a note for the client, and a declined matter moves no more', async () => {
    const matter = await open();
    const silent = await move(matter.id, { status: 'declined', note: '  ' });
    expect(silent.statusCode).toBe(400);
    expect(errorOf(silent).fields).toEqual({
      note: 'Tell the client why the request is declined.',
    });
    const declined = await move(matter.id, { status: 'declined', note: 'Outside our practice.' });
    expect(declined.json()).toMatchObject({ status: 'declined', nextDueOn: null, overdue: false });
    expect((await move(matter.id, { status: 'accepted' })).statusCode).toBe(409);
  });

  it('refuses a status it does not know, on the status', async () => {
    const matter = await open();
    const response = await move(matter.id, { status: 'won' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(errorOf(response).fields ?? {})).toEqual(['status']);
  });
});

describe('assigning a matter', () => {
  it('gives it to a member of staff, and to nobody, each in the timeline', async () => {
    const matter = await open();
    clock.set('2026-12-02T06:01:00.000Z');
    const given = await staff.call(mattersApi.assign, {
      params: { id: matter.id },
      body: { assigneeId: colleague.id },
    });
    expect(given.json().assignee).toEqual(colleague);
    clock.set('2026-12-02T06:02:00.000Z');
    const taken = await staff.call(mattersApi.assign, {
      params: { id: matter.id },
      body: { assigneeId: null },
    });
    clock.set(NOW);
    expect(taken.json().assignee).toBeNull();
    const [latest, earlier] = await sentences(matter.id);
    expect(latest).toMatch(`took ${matter.number} off everyone's list`);
    expect(earlier).toMatch(`assigned ${matter.number} to Priya Shah`);
  });

  it('refuses anyone but the firm’s administrators, on the assignee', async () => {
    const matter = await open();
    const response = await staff.call(mattersApi.assign, {
      params: { id: matter.id },
      body: { assigneeId: customer.id },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({
      assigneeId: 'Choose one of the firm’s administrators.',
    });
    expect((await read(matter.id)).assignee).toBeNull();
  });
});

describe('the target date', () => {
  const target = (id: string, targetOn: string | null) =>
    staff.call(mattersApi.setTarget, { params: { id }, body: { targetOn } });

  it('sets it on or before the statutory date, making it the next date due, and clears it', async () => {
    const matter = await open();
    const set = await target(matter.id, '2026-12-20');
    expect(set.json()).toMatchObject({ targetOn: '2026-12-20', nextDueOn: '2026-12-20' });
    clock.set('2026-12-02T06:01:00.000Z');
    const earlier = await target(matter.id, '2026-12-15');
    clock.set(NOW);
    expect(earlier.json()).toMatchObject({ targetOn: '2026-12-15', nextDueOn: '2026-12-15' });
    expect((await sentences(matter.id))[0]).toMatch(
      `set the target date of ${matter.number} to 15 December 2026 (it was 20 December 2026)`,
    );
    const cleared = await target(matter.id, null);
    expect(cleared.json()).toMatchObject({ targetOn: null, nextDueOn: '2026-12-20' });
  });

  it('refuses a target after the statutory date, on the target', async () => {
    const matter = await open();
    const response = await target(matter.id, '2026-12-21');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({
      targetOn: 'The target date must be on or before the statutory due date.',
    });
    expect((await read(matter.id)).targetOn).toBeNull();
  });

  it('takes any target for a matter whose notice set no date yet', async () => {
    const matter = await open({ kind: 'scrutiny_143_2', year: '2024-25' });
    expect((await target(matter.id, '2027-03-31')).json().nextDueOn).toBe('2027-03-31');
  });
});

describe('bulk changes', () => {
  const bulk = (body: Record<string, unknown>) => staff.call(mattersApi.bulk, { body });

  it('assigns several matters at once, telling which were already so', async () => {
    const [a, b] = [await open(), await open({ assigneeId: colleague.id })];
    const response = await bulk({
      ids: [a.id, b.id],
      action: { kind: 'assign', assigneeId: colleague.id },
    });
    expect(response.json()).toEqual({ changed: [a.id], unchanged: [b.id] });
    expect((await read(a.id)).assignee).toEqual(colleague);
  });

  it('moves all or none: 409 names each matter that cannot move, and nothing changes', async () => {
    const [a, b, c] = [await open(), await open(), await open()];
    await acceptMatter(staff, a.id);
    await acceptMatter(staff, b.id);
    expect((await move(c.id, { status: 'declined', note: 'No.' })).statusCode).toBe(200);
    const refused = await bulk({
      ids: [a.id, c.id, b.id],
      action: { kind: 'status', status: 'documents_needed' },
    });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'MOVE_NOT_ALLOWED',
      fields: { 'ids.1': `${c.number} is Declined: it cannot move to Documents needed.` },
    });
    expect((await read(a.id)).status).toBe('accepted');

    const moved = await bulk({
      ids: [a.id, b.id],
      action: { kind: 'status', status: 'documents_needed' },
    });
    expect(moved.json()).toEqual({ changed: [a.id, b.id], unchanged: [] });
    expect((await read(b.id)).history.map((change) => change.status)).toEqual([
      'requested',
      'accepted',
      'documents_needed',
    ]);
  });

  it('changes nothing when a matter does not exist, and declines nothing in bulk', async () => {
    const matter = await open();
    const missing = await bulk({
      ids: [matter.id, NO_SUCH_MATTER],
      action: { kind: 'assign', assigneeId: colleague.id },
    });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).fields).toEqual({ 'ids.1': 'We could not find that matter.' });
    expect((await read(matter.id)).assignee).toBeNull();
    const declined = await bulk({
      ids: [matter.id],
      action: { kind: 'status', status: 'declined' },
    });
    expect(declined.statusCode).toBe(400);
    expect((await read(matter.id)).status).toBe('requested');
  });
});
