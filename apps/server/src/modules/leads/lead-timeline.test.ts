import { leadsApi } from '@prakar/shared/api/leads';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import type { Timeline } from '@prakar/shared/timeline';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, users } from '#src/db/schema.ts';
import { uniqueEmail } from '#test/accounts-helpers.ts';
import { PLATFORM_ADMIN, PLATFORM_ADMIN_ENV } from '#test/build-test-app.ts';
import { useTestAppWithClock } from '#test/use-test-app.ts';
import { type Call, inviteAndJoin, newAdmin, signInPlatformAdmin } from '#test/users-helpers.ts';

const { clock, app } = useTestAppWithClock({
  start: new Date('2026-06-10T06:00:00.000Z'),
  env: PLATFORM_ADMIN_ENV,
});

let staff: Call;
let staffName: string;
let customerAdmin: { call: Call };
let customerUser: { call: Call };

/** A message as the contact form stores it, received now by the test's clock. */
async function message(name: string, subject: string): Promise<string> {
  const [row] = await app()
    .database.db.insert(contactMessages)
    .values({
      name,
      email: uniqueEmail('visitor'),
      subject,
      comments: 'Could someone call us this week?',
      createdAt: clock.now(),
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('No message stored.');
  return row.id;
}

async function timeline(id: string, limit?: number): Promise<Timeline> {
  const response = await staff(leadsApi.timeline, {
    params: { id },
    query: limit === undefined ? {} : { limit },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

let lead: string;
let other: string;

beforeAll(async () => {
  staff = (await signInPlatformAdmin(app())).call;
  const [me] = await app()
    .database.db.select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.email, PLATFORM_ADMIN.email));
  staffName = me?.name || PLATFORM_ADMIN.email;
  customerAdmin = await newAdmin(app(), 'Kulkarni Textiles');
  customerUser = await inviteAndJoin(app(), customerAdmin);

  lead = await message('Meera Iyer', 'Smart TDS for 12 TANs');
  other = await message('Ravi Kumar', 'E-POI for our staff');
  clock.advance(60_000);
  await staff(leadsApi.setStatus, { params: { id: lead }, body: { status: 'in_progress' } });
  clock.advance(60_000);
  await staff(leadsApi.addNote, { params: { id: lead }, body: { text: 'Called back.' } });
  clock.advance(60_000);
  await staff(leadsApi.setStatus, { params: { id: other }, body: { status: 'spam' } });
  clock.advance(60_000);
  await staff(leadsApi.setStatus, { params: { id: lead }, body: { status: 'answered' } });
});

describe('GET /api/BackOffice/Leads/:id/Timeline', () => {
  it('tells what happened to the message, newest first, who did it and when', async () => {
    const { entries, hasOlder } = await timeline(lead);
    expect(hasOlder).toBe(false);
    expect(entries.map((entry) => [entry.actor, entry.sentence])).toEqual([
      [
        { kind: 'staff', name: staffName },
        expect.stringMatching(
          new RegExp(
            `^${staffName} marked the message from Meera Iyer \\(visitor.+\\) as answered \\(it was in progress\\)$`,
          ),
        ),
      ],
      [{ kind: 'staff', name: staffName }, expect.stringContaining('added a note to the message')],
      [{ kind: 'staff', name: staffName }, expect.stringContaining('as in progress (it was new)')],
      [
        { kind: 'visitor', name: 'Meera Iyer' },
        'Meera Iyer wrote through the website: “Smart TDS for 12 TANs”',
      ],
    ]);
    expect(entries.map((entry) => entry.at)).toEqual([
      '2026-06-10T06:04:00.000Z',
      '2026-06-10T06:02:00.000Z',
      '2026-06-10T06:01:00.000Z',
      '2026-06-10T06:00:00.000Z',
    ]);
  });

  it('shows none of another message’s events', async () => {
    const { entries } = await timeline(other);
    expect(entries.map((entry) => entry.sentence)).toEqual([
      expect.stringContaining('Ravi Kumar'),
      'Ravi Kumar wrote through the website: “E-POI for our staff”',
    ]);
    expect(entries[0]?.sentence).toContain('as spam');
  });

  it('gives the newest entries asked for, and says older ones are left', async () => {
    const { entries, hasOlder } = await timeline(lead, 2);
    expect(entries).toHaveLength(2);
    expect(entries[0]?.sentence).toContain('as answered');
    expect(hasOlder).toBe(true);
    expect((await timeline(lead, 4)).hasOlder).toBe(false);
  });

  it('answers 404 for a message that does not exist, 400 for a limit out of bounds', async () => {
    const missing = await staff(leadsApi.timeline, {
      params: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.statusCode).toBe(404);
    const tooMany = await staff(leadsApi.timeline, { params: { id: lead }, query: { limit: 201 } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<ApiErrorBody>().error.code).toBe('VALIDATION_FAILED');
    expect(tooMany.json<ApiErrorBody>().error.fields?.limit).toBe('Ask for at most 200 entries.');
  });

  it('refuses customers, their administrators too', async () => {
    const input = { params: { id: lead } };
    expect((await customerUser.call(leadsApi.timeline, input)).statusCode).toBe(403);
    expect((await customerAdmin.call(leadsApi.timeline, input)).statusCode).toBe(403);
  });
});
