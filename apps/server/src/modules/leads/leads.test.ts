import { auditApi } from '@prakar/shared/api/audit';
import { contactApi } from '@prakar/shared/api/contact';
import type { EndpointDefinition } from '@prakar/shared/api/endpoint';
import { leadsApi } from '@prakar/shared/api/leads';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import { auditSentence } from '@prakar/shared/audit-sentence';
import type { LeadDetail, LeadList } from '@prakar/shared/leads';
import { site } from '@prakar/shared/site';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, outboundMail } from '#src/db/schema.ts';
import { randomIp, uniqueEmail } from '#test/accounts-helpers.ts';
import { PLATFORM_ADMIN, PLATFORM_ADMIN_ENV } from '#test/build-test-app.ts';
import { type CallInput, call } from '#test/call.ts';
import { useTestApp } from '#test/use-test-app.ts';
import {
  addStaffMember,
  type Call,
  inviteAndJoin,
  newAdmin,
  signInPlatformAdmin,
} from '#test/users-helpers.ts';

const app = useTestApp({ env: PLATFORM_ADMIN_ENV });

type Caller = { id: number; call: Call };
let staff: Caller;
let customerAdmin: Caller & { email: string; organisationId: string };
let customerUser: Caller & { email: string; organisationId: string };
let colleague: { id: number; name: string; email: string };

/** Each search of a test looks for its own word, so messages from other tests never match. */
let nextWord = 0;
const uniqueWord = () => `zq${(nextWord++).toString(36)}x${Math.random().toString(36).slice(2, 6)}`;

/** A message as the contact form stores it, received `minutesAgo` before now. */
async function message(
  fields: Partial<typeof contactMessages.$inferInsert> = {},
  minutesAgo = 0,
): Promise<string> {
  const [row] = await app()
    .database.db.insert(contactMessages)
    .values({
      name: 'Meera Iyer',
      email: uniqueEmail('visitor'),
      subject: 'Smart TDS for 12 TANs',
      comments: 'We file 24Q and 26Q for twelve branches. Could someone call us this week?',
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
      ...fields,
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('No message stored.');
  return row.id;
}

const list = async (query: Record<string, unknown>) => {
  const response = await staff.call(leadsApi.list, { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LeadList>();
};

const read = async (id: string) => {
  const response = await staff.call(leadsApi.get, { params: { id } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LeadDetail>();
};

/** The newest sentence the platform's trail tells about this message. */
async function lastSentenceAbout(id: string): Promise<string | undefined> {
  const trail = await staff.call(auditApi.list, { query: { pageSize: 100 } });
  expect(trail.statusCode).toBe(200);
  const rows = await app()
    .database.db.query.auditEvents.findMany({
      where: (event, { eq: equals }) => equals(event.targetId, id),
    })
    .catch(() => []);
  const ids = new Set(rows.map((row) => row.id));
  const event = trail.json().events.find((entry) => ids.has(entry.id));
  return event && auditSentence(event);
}

beforeAll(async () => {
  staff = await signInPlatformAdmin(app());
  const admin = await newAdmin(app(), 'Kulkarni Textiles');
  customerAdmin = admin;
  customerUser = await inviteAndJoin(app(), admin, 'org_user');
  colleague = await addStaffMember(app(), 'Priya Shah');
});

describe('who may use the leads', () => {
  const anId = '5c1f0a9e-0000-4000-8000-000000000001';
  const endpoints: [EndpointDefinition, CallInput<EndpointDefinition>][] = [
    [leadsApi.list, {}],
    [leadsApi.export, {}],
    [leadsApi.assignees, {}],
    [leadsApi.get, { params: { id: anId } }],
    [leadsApi.neighbours, { params: { id: anId } }],
    [leadsApi.bulk, { body: { ids: [anId], action: { kind: 'status', status: 'spam' } } }],
    [leadsApi.assign, { params: { id: anId }, body: { assigneeId: null } }],
    [leadsApi.setStatus, { params: { id: anId }, body: { status: 'spam' } }],
    [leadsApi.addNote, { params: { id: anId }, body: { text: 'Called back.' } }],
    [
      leadsApi.reply,
      { params: { id: anId }, body: { subject: 'Re: TDS', body: 'Happy to help.' } },
    ],
  ];

  it.each(endpoints)('%# refuses anyone signed out with 401', async (endpoint, input) => {
    const response = await call(app(), endpoint, { ...input, ip: randomIp() });
    expect(response.statusCode).toBe(401);
  });

  it.each(endpoints)('%# refuses an organisation’s user with 403', async (endpoint, input) => {
    const response = await customerUser.call(endpoint, input);
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiErrorBody>().error.code).toBe('FORBIDDEN');
  });

  it.each(endpoints)(
    '%# refuses an organisation’s administrator with 403, before reading the request',
    async (endpoint, input) => {
      const response = await customerAdmin.call(endpoint, {
        ...input,
        // Even a malformed request: whether it would have passed tells nothing.
        query: { status: 'nonsense' },
      });
      expect(response.statusCode).toBe(403);
    },
  );

  it('serves a platform administrator', async () => {
    const id = await message();
    expect((await staff.call(leadsApi.list, {})).statusCode).toBe(200);
    expect((await staff.call(leadsApi.assignees, {})).statusCode).toBe(200);
    expect((await staff.call(leadsApi.get, { params: { id } })).statusCode).toBe(200);
  });
});

describe('GET /api/BackOffice/Leads', () => {
  it('lists a message the contact form stored, as new and nobody’s', async () => {
    const word = uniqueWord();
    const email = uniqueEmail('form');
    const sent = await call(app(), contactApi.send, {
      body: { name: 'Ravi Kumar', email, subject: `Payroll ${word}`, comments: 'Please call.' },
      ip: randomIp(),
    });
    expect(sent.statusCode).toBe(201);
    const { leads, total } = await list({ search: word });
    expect(total).toBe(1);
    expect(leads[0]).toEqual({
      id: sent.json().id,
      receivedAt: sent.json().receivedAt,
      name: 'Ravi Kumar',
      email,
      subject: `Payroll ${word}`,
      excerpt: 'Please call.',
      status: 'new',
      assignee: null,
      organisation: null,
      noteCount: 0,
      replyCount: 0,
      lastReplyAt: null,
    });
  });

  it('pages through messages of the same moment without skipping or repeating one', async () => {
    const word = uniqueWord();
    const at = new Date(Date.now() - 60_000);
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1) ids.push(await message({ subject: word, createdAt: at }));
    const first = await list({ search: word, pageSize: 10 });
    const second = await list({ search: word, pageSize: 10, cursor: first.nextCursor });
    expect(first.total).toBe(12);
    expect(second.nextCursor).toBeNull();
    const seen = [...first.leads, ...second.leads].map((lead) => lead.id);
    expect(seen).toHaveLength(12);
    expect(new Set(seen)).toEqual(new Set(ids));
  });

  it('walks pages of ten with Next and Previous', async () => {
    const word = uniqueWord();
    for (let minute = 0; minute < 23; minute += 1) {
      await message({ subject: `Enquiry ${word} ${minute}` }, minute);
    }
    const first = await list({ search: word, pageSize: 10 });
    expect(first.total).toBe(23);
    expect(first.previousCursor).toBeNull();
    const second = await list({ search: word, pageSize: 10, cursor: first.nextCursor });
    const third = await list({ search: word, pageSize: 10, cursor: second.nextCursor });
    expect(third.leads).toHaveLength(3);
    expect(third.nextCursor).toBeNull();
    const subjects = [...first.leads, ...second.leads, ...third.leads].map((lead) => lead.subject);
    expect(subjects).toEqual(
      Array.from({ length: 23 }, (_, minute) => `Enquiry ${word} ${minute}`),
    );
    const back = await list({ search: word, pageSize: 10, cursor: third.previousCursor });
    expect(back.leads.map((lead) => lead.id)).toEqual(second.leads.map((lead) => lead.id));
  });

  it('refuses a damaged cursor with a message on it', async () => {
    const response = await staff.call(leadsApi.list, { query: { cursor: 'not-a-cursor' } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<ApiErrorBody>().error.fields ?? {})).toEqual(['cursor']);
  });

  it('searches the name, the e-mail, the subject, the message and the organisation', async () => {
    const word = uniqueWord();
    const byName = await message({ name: `Anand ${word}` });
    const byEmail = await message({ email: `${word}@example.in` });
    const bySubject = await message({ subject: `GST ${word.toUpperCase()}` });
    const byText = await message({ comments: `We need help with ${word} filings.` });
    await message({ comments: 'Nothing to find here.' });
    const found = await list({ search: word });
    expect(new Set(found.leads.map((lead) => lead.id))).toEqual(
      new Set([byName, byEmail, bySubject, byText]),
    );
    // Two letters search too, anywhere in the text.
    expect((await list({ search: word.slice(0, 2) })).total).toBeGreaterThanOrEqual(4);
    // `%` and `_` are letters to look for, not wildcards.
    expect((await list({ search: `${word}%` })).total).toBe(0);
  });

  it('finds a customer’s messages by their organisation’s name', async () => {
    const organisationName = `Deshmukh ${uniqueWord()} Agro`;
    const admin = await newAdmin(app(), organisationName);
    const theirs = await message({ email: admin.email.toUpperCase() });
    await message({ email: uniqueEmail('stranger') });
    const found = await list({ search: organisationName.split(' ')[1] });
    expect(found.leads.map((lead) => lead.id)).toEqual([theirs]);
  });

  it('filters by status, open meaning new or in progress', async () => {
    const word = uniqueWord();
    const fresh = await message({ subject: word, status: 'new' }, 4);
    const working = await message({ subject: word, status: 'in_progress' }, 3);
    const answered = await message({ subject: word, status: 'answered' }, 2);
    const spam = await message({ subject: word, status: 'spam' }, 1);
    const ids = async (status: string) =>
      (await list({ search: word, status })).leads.map((lead) => lead.id);
    expect(await ids('open')).toEqual([working, fresh]);
    expect(await ids('new')).toEqual([fresh]);
    expect(await ids('in_progress')).toEqual([working]);
    expect(await ids('answered')).toEqual([answered]);
    expect(await ids('spam')).toEqual([spam]);
    const refused = await staff.call(leadsApi.list, { query: { status: 'closed' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiErrorBody>().error.fields).toEqual({
      status: 'Choose a status from the list.',
    });
  });

  it('filters by assignee, or by nobody', async () => {
    const word = uniqueWord();
    const mine = await message({ subject: word, assigneeUserId: staff.id }, 3);
    const priyas = await message({ subject: word, assigneeUserId: colleague.id }, 2);
    const nobodys = await message({ subject: word }, 1);
    const ids = async (assignee: string) =>
      (await list({ search: word, assignee })).leads.map((lead) => lead.id);
    expect(await ids(String(staff.id))).toEqual([mine]);
    expect(await ids(String(colleague.id))).toEqual([priyas]);
    expect(await ids('none')).toEqual([nobodys]);
    const listed = await list({ search: word, assignee: String(colleague.id) });
    expect(listed.leads[0]?.assignee).toEqual(colleague);
    const refused = await staff.call(leadsApi.list, { query: { assignee: 'someone' } });
    expect(refused.statusCode).toBe(400);
  });
});

describe('the organisation a message belongs to', () => {
  it('is the customer organisation of a user with the same address, in any letter case', async () => {
    const { organisationId } = customerUser;
    const id = await message({ email: customerUser.email.toUpperCase() });
    const lead = await read(id);
    expect(lead.organisation).toEqual({ id: organisationId, name: 'Kulkarni Textiles' });
  });

  it('is nobody’s for an address no user has, or one of the same domain', async () => {
    const domain = customerUser.email.split('@')[1];
    const id = await message({ email: `someone.else.${uniqueWord()}@${domain}` });
    expect((await read(id)).organisation).toBeNull();
  });

  it('is never the firm’s own: its staff are not customers', async () => {
    const id = await message({ email: PLATFORM_ADMIN.email });
    expect((await read(id)).organisation).toBeNull();
  });
});

describe('GET /api/BackOffice/Leads/:id', () => {
  it('answers 404 for a message that does not exist, and 400 for an id that cannot be one', async () => {
    const missing = await staff.call(leadsApi.get, {
      params: { id: '5c1f0a9e-0000-4000-8000-000000000001' },
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await staff.call(leadsApi.get, { params: { id: 'abc' } });
    expect(malformed.statusCode).toBe(400);
  });

  it('gives the whole message, with its notes and replies oldest first', async () => {
    const comments = 'Line one.\nLine two, which is much longer than an excerpt would show.';
    const id = await message({ comments });
    await staff.call(leadsApi.addNote, { params: { id }, body: { text: 'First note' } });
    await staff.call(leadsApi.addNote, { params: { id }, body: { text: 'Second note' } });
    const lead = await read(id);
    expect(lead.comments).toBe(comments);
    expect(lead.notes.map((note) => note.text)).toEqual(['First note', 'Second note']);
    expect(lead.notes[0]?.author).toEqual({
      id: staff.id,
      name: 'Platform administrator',
      email: PLATFORM_ADMIN.email,
    });
    expect(lead.noteCount).toBe(2);
    expect(lead.replies).toEqual([]);
  });
});

describe('PUT /api/BackOffice/Leads/:id/Assignee', () => {
  it('gives the message to a member of the staff, and says so in the trail', async () => {
    const id = await message({ name: 'Farah Khan', email: 'farah.assign@example.in' });
    const response = await staff.call(leadsApi.assign, {
      params: { id },
      body: { assigneeId: colleague.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().assignee).toEqual(colleague);
    expect(await lastSentenceAbout(id)).toBe(
      'Platform administrator assigned the message from Farah Khan (farah.assign@example.in) to Priya Shah',
    );
    await staff.call(leadsApi.assign, { params: { id }, body: { assigneeId: staff.id } });
    expect(await lastSentenceAbout(id)).toBe(
      'Platform administrator assigned the message from Farah Khan (farah.assign@example.in) to themselves',
    );
    const taken = await staff.call(leadsApi.assign, {
      params: { id },
      body: { assigneeId: null },
    });
    expect(taken.json().assignee).toBeNull();
    expect(await lastSentenceAbout(id)).toBe(
      "Platform administrator took the message from Farah Khan (farah.assign@example.in) off everyone's list",
    );
  });

  it('refuses anyone who is not an active platform administrator', async () => {
    const id = await message();
    const response = await staff.call(leadsApi.assign, {
      params: { id },
      body: { assigneeId: customerAdmin.id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.fields).toEqual({
      assigneeId: 'Choose one of the firm’s administrators.',
    });
    expect((await read(id)).assignee).toBeNull();
  });

  it('answers 404 for a message that does not exist', async () => {
    const response = await staff.call(leadsApi.assign, {
      params: { id: '5c1f0a9e-0000-4000-8000-000000000002' },
      body: { assigneeId: staff.id },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('PUT /api/BackOffice/Leads/:id/Status', () => {
  it('marks the message, and says so in the trail; the same status again changes nothing', async () => {
    const id = await message({ name: 'Sanjay Rao', email: 'sanjay.status@example.in' });
    const response = await staff.call(leadsApi.setStatus, {
      params: { id },
      body: { status: 'spam' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('spam');
    expect(await lastSentenceAbout(id)).toBe(
      'Platform administrator marked the message from Sanjay Rao (sanjay.status@example.in) as spam (it was new)',
    );
    const events = () =>
      app().database.db.query.auditEvents.findMany({
        where: (event, { eq: equals }) => equals(event.targetId, id),
      });
    const before = (await events()).length;
    await staff.call(leadsApi.setStatus, { params: { id }, body: { status: 'spam' } });
    expect(await events()).toHaveLength(before);
  });

  it('refuses a status that does not exist', async () => {
    const id = await message();
    const response = await staff.call(leadsApi.setStatus, {
      params: { id },
      body: { status: 'closed' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.fields).toEqual({
      status: 'Choose a status from the list.',
    });
  });
});

describe('POST /api/BackOffice/Leads/Bulk', () => {
  const bulk = (body: unknown) => staff.call(leadsApi.bulk, { body: body as never });
  const eventsAbout = (ids: string[]) =>
    app().database.db.query.auditEvents.findMany({
      where: (event, { inArray }) => inArray(event.targetId, ids),
    });

  it('assigns every chosen message at once, one line in the trail for each one changed', async () => {
    const ids = [
      await message({ name: 'Asha Nair', email: 'asha.bulk@example.in' }),
      await message({ name: 'Dev Malhotra', email: 'dev.bulk@example.in' }),
      await message({ name: 'Ritu Sen', email: 'ritu.bulk@example.in' }),
    ];
    const [first, second, third] = ids as [string, string, string];
    await staff.call(leadsApi.assign, { params: { id: third }, body: { assigneeId: staff.id } });
    const before = (await eventsAbout(ids)).length;

    const response = await bulk({ ids, action: { kind: 'assign', assigneeId: staff.id } });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ changed: [first, second], unchanged: [third] });
    for (const id of ids) expect((await read(id)).assignee?.id).toBe(staff.id);
    expect(await eventsAbout(ids)).toHaveLength(before + 2);
    expect(await lastSentenceAbout(first)).toBe(
      'Platform administrator assigned the message from Asha Nair (asha.bulk@example.in) to themselves',
    );
    expect(await lastSentenceAbout(second)).toBe(
      'Platform administrator assigned the message from Dev Malhotra (dev.bulk@example.in) to themselves',
    );
  });

  it('marks every chosen message, as spam or any status', async () => {
    const ids = [
      await message({ name: 'Kiran Bose', email: 'kiran.bulk@example.in' }),
      await message(),
    ];
    const response = await bulk({ ids, action: { kind: 'status', status: 'spam' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().changed).toEqual(ids);
    for (const id of ids) expect((await read(id)).status).toBe('spam');
    expect(await lastSentenceAbout(ids[0] ?? '')).toBe(
      'Platform administrator marked the message from Kiran Bose (kiran.bulk@example.in) as spam (it was new)',
    );
    const back = await bulk({ ids, action: { kind: 'status', status: 'in_progress' } });
    expect(back.json().changed).toEqual(ids);
    for (const id of ids) expect((await read(id)).status).toBe('in_progress');
  });

  it('changes nothing when one of the ids is no message, and names it', async () => {
    const known = await message();
    const unknown = '5c1f0a9e-0000-4000-8000-000000000003';
    const response = await bulk({
      ids: [known, unknown],
      action: { kind: 'status', status: 'spam' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>().error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'One of the chosen messages does not exist, or was deleted. Nothing was changed.',
      fields: { 'ids.1': 'This message does not exist, or was deleted.' },
    });
    expect((await read(known)).status).toBe('new');
    expect(await eventsAbout([known])).toHaveLength(0);
  });

  it('refuses the id of something that is not a message, changing nothing', async () => {
    const known = await message();
    const response = await bulk({
      ids: [known, customerAdmin.organisationId],
      action: { kind: 'assign', assigneeId: staff.id },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>().error.fields).toEqual({
      'ids.1': 'This message does not exist, or was deleted.',
    });
    expect((await read(known)).assignee).toBeNull();
  });

  it.each([
    [
      { ids: [], action: { kind: 'status', status: 'spam' } },
      { ids: 'Choose at least one message.' },
    ],
    [
      { ids: ['not-an-id'], action: { kind: 'status', status: 'spam' } },
      { 'ids.0': 'No such message.' },
    ],
    [
      {
        ids: Array.from({ length: 101 }, () => crypto.randomUUID()),
        action: { kind: 'status', status: 'spam' },
      },
      { ids: 'Choose at most 100 messages at a time.' },
    ],
    [
      {
        ids: ['5c1f0a9e-0000-4000-8000-000000000004', '5c1f0a9e-0000-4000-8000-000000000004'],
        action: { kind: 'status', status: 'spam' },
      },
      { ids: 'Each message may be chosen once.' },
    ],
    [
      { ids: ['5c1f0a9e-0000-4000-8000-000000000004'], action: { kind: 'delete' } },
      { 'action.kind': 'Choose what to do: assign or change the status.' },
    ],
    [
      {
        ids: ['5c1f0a9e-0000-4000-8000-000000000004'],
        action: { kind: 'status', status: 'closed' },
      },
      { 'action.status': 'Choose a status from the list.' },
    ],
  ])(
    '%# refuses a request that cannot be right with 400, naming the field',
    async (body, fields) => {
      const response = await bulk(body);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().error.fields).toEqual(fields);
    },
  );

  it('refuses to give messages to anyone who is not an active platform administrator', async () => {
    const id = await message();
    const response = await bulk({
      ids: [id],
      action: { kind: 'assign', assigneeId: customerAdmin.id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.fields).toEqual({
      assigneeId: 'Choose one of the firm’s administrators.',
    });
    expect((await read(id)).assignee).toBeNull();
  });
});

describe('GET /api/BackOffice/Leads/:id/Neighbours', () => {
  it('gives the newer and the older message under the same filters, none at either end', async () => {
    const word = uniqueWord();
    const [newest, middle, skipped, oldest] = [
      await message({ subject: `${word} newest` }, 1),
      await message({ subject: `${word} middle` }, 2),
      await message({ subject: `${word} spam`, status: 'spam' }, 3),
      await message({ subject: `${word} oldest` }, 4),
    ];
    const around = async (id: string, query: Record<string, string>) => {
      const response = await staff.call(leadsApi.neighbours, { params: { id }, query });
      expect(response.statusCode, response.body).toBe(200);
      const { previous, next } = response.json();
      return [previous?.id ?? null, next?.id ?? null];
    };
    expect(await around(middle ?? '', { search: word, status: 'open' })).toEqual([newest, oldest]);
    expect(await around(middle ?? '', { search: word })).toEqual([newest, skipped]);
    expect(await around(newest ?? '', { search: word })).toEqual([null, middle]);
    expect(await around(oldest ?? '', { search: word })).toEqual([skipped, null]);
  });

  it('tells apart messages received in the same moment by their ids', async () => {
    const word = uniqueWord();
    const at = new Date('2026-01-15T10:00:00.123456Z');
    const ids = [
      await message({ subject: word, createdAt: at }),
      await message({ subject: word, createdAt: at }),
      await message({ subject: word, createdAt: at }),
    ];
    const inOrder = (await list({ search: word })).leads.map((lead) => lead.id);
    const response = await staff.call(leadsApi.neighbours, {
      params: { id: inOrder[1] ?? '' },
      query: { search: word },
    });
    expect(response.json()).toEqual({
      previous: { id: inOrder[0], name: 'Meera Iyer' },
      next: { id: inOrder[2], name: 'Meera Iyer' },
    });
    expect(new Set(inOrder)).toEqual(new Set(ids));
  });

  it('answers 404 for a message that does not exist', async () => {
    const response = await staff.call(leadsApi.neighbours, {
      params: { id: '5c1f0a9e-0000-4000-8000-000000000005' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/BackOffice/Leads/:id/Notes', () => {
  it('keeps the note with the message; the trail says one was written, not what', async () => {
    const id = await message({ name: 'Nisha Pillai', email: 'nisha.note@example.in' });
    const response = await staff.call(leadsApi.addNote, {
      params: { id },
      body: { text: '  Called her:\n\tshe wants a demo on Monday.  ' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [note] = response.json().notes;
    expect(note?.text).toBe('Called her:\n\tshe wants a demo on Monday.');
    expect(await lastSentenceAbout(id)).toBe(
      'Platform administrator added a note to the message from Nisha Pillai (nisha.note@example.in)',
    );
    const [event] = await app().database.db.query.auditEvents.findMany({
      where: (row, { eq: equals }) => equals(row.targetId, id),
    });
    expect(JSON.stringify(event)).not.toContain('demo on Monday');
    expect(event?.organisationId).toBeNull();
  });

  it('refuses an empty note', async () => {
    const id = await message();
    const response = await staff.call(leadsApi.addNote, { params: { id }, body: { text: ' ' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.fields).toEqual({ text: 'Please write the note.' });
  });
});

describe('POST /api/BackOffice/Leads/:id/Replies', () => {
  const reply = { subject: 'Re: Smart TDS for 12 TANs', body: 'Dear Meera,\n\nHappy to help.' };

  it('mails the sender through the outbox and keeps the reply in the thread, answered', async () => {
    const email = uniqueEmail('reply');
    const id = await message({ email });
    const response = await staff.call(leadsApi.reply, { params: { id }, body: reply });
    expect(response.statusCode, response.body).toBe(201);
    const lead = response.json();
    expect(lead.status).toBe('answered');
    expect(lead.replyCount).toBe(1);
    expect(lead.lastReplyAt).toBe(lead.replies[0]?.at);
    expect(lead.replies).toEqual([
      {
        id: expect.any(String),
        at: expect.any(String),
        author: { id: staff.id, name: 'Platform administrator', email: PLATFORM_ADMIN.email },
        to: email,
        subject: reply.subject,
        body: reply.body,
        delivery: 'pending',
      },
    ]);

    const [mail] = await app()
      .database.db.select()
      .from(outboundMail)
      .where(eq(outboundMail.to, email));
    expect(mail).toMatchObject({
      subject: reply.subject,
      replyTo: `"${site.name}" <${site.salesEmail}>`,
      status: 'pending',
    });
    expect(mail?.text).toContain('Dear Meera,\n\nHappy to help.\n\nPlatform administrator');
    expect(mail?.text).toContain('> We file 24Q and 26Q for twelve branches.');

    await app().jobs.drain('mail');
    expect((await read(id)).replies[0]?.delivery).toBe('sent');
    expect(await lastSentenceAbout(id)).toBe(
      `Platform administrator replied by e-mail to the message from Meera Iyer (${email}): “${reply.subject}”, and marked it as answered`,
    );
  });

  it('is signed with the name of the member of staff who sends it', async () => {
    const kavita = await inviteAndJoin(
      app(),
      await signInPlatformAdmin(app()),
      'platform_admin',
      undefined,
      'Kavita Rao',
    );
    const email = uniqueEmail('signed');
    const id = await message({ email });
    const response = await kavita.call(leadsApi.reply, { params: { id }, body: reply });
    expect(response.statusCode, response.body).toBe(201);
    const [mail] = await app()
      .database.db.select()
      .from(outboundMail)
      .where(eq(outboundMail.to, email));
    expect(mail?.text).toContain('Dear Meera,\n\nHappy to help.\n\nKavita Rao');
    expect(mail?.text).not.toContain('Platform administrator');
  });

  it('leaves the message in progress when told so', async () => {
    const id = await message();
    const response = await staff.call(leadsApi.reply, {
      params: { id },
      body: { ...reply, status: 'in_progress' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().status).toBe('in_progress');
  });

  it('names each missing field, and sends nothing', async () => {
    const email = uniqueEmail('nothing');
    const id = await message({ email });
    const response = await staff.call(leadsApi.reply, {
      params: { id },
      body: { subject: '', body: ' ', status: 'spam' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.fields).toEqual({
      subject: 'Please enter a subject.',
      body: 'Please write the reply.',
      status: 'Choose Answered or In progress.',
    });
    const mails = await app()
      .database.db.select()
      .from(outboundMail)
      .where(eq(outboundMail.to, email));
    expect(mails).toEqual([]);
  });

  it('refuses the sixth reply to one address within the hour', async () => {
    const email = uniqueEmail('limit');
    const id = await message({ email });
    for (let i = 0; i < 5; i += 1) {
      const response = await staff.call(leadsApi.reply, { params: { id }, body: reply });
      expect(response.statusCode).toBe(201);
    }
    const sixth = await staff.call(leadsApi.reply, { params: { id }, body: reply });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    expect((await read(id)).replies).toHaveLength(5);
    // Another visitor can still be answered.
    expect(
      (await staff.call(leadsApi.reply, { params: { id: await message() }, body: reply }))
        .statusCode,
    ).toBe(201);
  });

  it('answers 404 for a message that does not exist, and mails nobody', async () => {
    const response = await staff.call(leadsApi.reply, {
      params: { id: '5c1f0a9e-0000-4000-8000-000000000003' },
      body: reply,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/BackOffice/Leads/Export', () => {
  it('streams the filtered list as CSV, formulas defused, and records the export', async () => {
    const word = uniqueWord();
    await message(
      {
        name: '=HYPERLINK("http://evil.example")',
        subject: `Formula ${word}`,
        status: 'spam',
      },
      2,
    );
    await message(
      { name: 'Ravi, Kumar', subject: `Plain ${word}`, assigneeUserId: colleague.id },
      1,
    );
    const response = await staff.call(leadsApi.export, { query: { search: word } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFReceived (IST),Name,E-mail,Organisation,Subject,Message,Status,Assigned to,Notes,Replies,Last reply (IST)',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`"Ravi, Kumar"`);
    expect(lines[1]).toContain(`Plain ${word}`);
    expect(lines[1]).toContain(',New,');
    expect(lines[1]).toContain(',Priya Shah,0,0,');
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[2]).toContain(',Spam,');

    const spamOnly = await staff.call(leadsApi.export, { query: { search: word, status: 'spam' } });
    expect(spamOnly.body.split('\r\n')).toHaveLength(3);

    const [event] = await app().database.db.query.auditEvents.findMany({
      where: (row, { eq: equals }) =>
        and(equals(row.action, 'leads_exported'), equals(row.actorUserId, staff.id)),
      orderBy: (row, { desc }) => desc(row.at),
    });
    expect(event?.after).toEqual({ search: word, status: 'spam', assignee: null });
  });
});

describe('GET /api/BackOffice/Leads/Assignees', () => {
  it('lists the active platform administrators by name', async () => {
    const response = await staff.call(leadsApi.assignees, {});
    const assignees: { name: string }[] = response.json().assignees;
    expect(assignees).toEqual(
      expect.arrayContaining([
        { id: staff.id, name: 'Platform administrator', email: PLATFORM_ADMIN.email },
        colleague,
      ]),
    );
    const names = assignees.map((assignee) => assignee.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});
