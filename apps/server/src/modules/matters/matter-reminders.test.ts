import { accessControlApi } from '@prakar/shared/api/access-control';
import { mattersApi } from '@prakar/shared/api/matters';
import { usersApi } from '@prakar/shared/api/users';
import type { MatterDetail } from '@prakar/shared/matters';
import { and, asc, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboundMail } from '#src/db/schema.ts';
import { acceptMatter, openMatter, useMattersApp } from '#test/matters-helpers.ts';
import {
  addStaffMember,
  type Call,
  inviteAndJoin,
  newAdmin,
  signInPlatformAdmin,
} from '#test/users-helpers.ts';

/** Wednesday 2 December 2026, 11:30 IST. */
const { clock, app } = useMattersApp();

type Caller = { email: string; id: number; organisationId: string; call: Call };
let staff: { call: Call };
let assignee: { id: number; email: string };
let client: Caller;
let secondAdmin: Caller;
let grantedMember: Caller;
let plainMember: Caller;
let deactivatedAdmin: Caller;
let organisationId: string;

/**
 * Late evening in India on the day, so the IST date, not the UTC one, decides; staff sign in
 * again, the day before's session long gone.
 */
async function onDay(day: string) {
  clock.set(`${day}T17:00:00.000Z`);
  staff = await signInPlatformAdmin(app());
}
const runJob = () => app().jobs.runOnce('matter reminders');

beforeAll(async () => {
  staff = await signInPlatformAdmin(app());
  assignee = await addStaffMember(app(), 'Priya Shah');
  client = await newAdmin(app(), 'Sundaram Logistics');
  organisationId = client.organisationId;
  secondAdmin = await inviteAndJoin(app(), client, 'org_admin');
  deactivatedAdmin = await inviteAndJoin(app(), client, 'org_admin');
  plainMember = await inviteAndJoin(app(), client, 'org_user');
  grantedMember = await inviteAndJoin(app(), client, 'org_user');
  const granted = await client.call(accessControlApi.save, {
    body: { changes: [{ userId: grantedMember.id, item: 'view:matters:org', allowed: true }] },
  });
  expect(granted.statusCode).toBe(204);
  const deactivated = await client.call(usersApi.deactivate, {
    params: { id: deactivatedAdmin.id },
  });
  expect(deactivated.statusCode).toBe(200);
});

/** A scrutiny notice due on `statutoryDueOn`, given to the assignee with a target date. */
async function openScrutiny(statutoryDueOn: string, targetOn: string): Promise<MatterDetail> {
  const matter = await openMatter(staff, organisationId, {
    kind: 'scrutiny_143_2',
    servedOn: '2026-11-25',
    dateInNotice: statutoryDueOn,
    assigneeId: assignee.id,
  });
  await setTarget(matter, targetOn);
  return matter;
}

async function setTarget(matter: MatterDetail, targetOn: string) {
  const response = await staff.call(mattersApi.setTarget, {
    params: { id: matter.id },
    body: { targetOn },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function subjectsTo(email: string, matter: MatterDetail) {
  const mails = await app()
    .database.db.select({ subject: outboundMail.subject })
    .from(outboundMail)
    .where(and(eq(outboundMail.to, email), like(outboundMail.subject, `${matter.number}%`)))
    .orderBy(asc(outboundMail.createdAt));
  return mails.map((mail) => mail.subject);
}

describe('reminders of a matter’s dates', () => {
  let matter: MatterDetail;

  it('mails the assignee and the client’s users who may see matters a week before the target date', async () => {
    await onDay('2026-12-02');
    matter = await openScrutiny('2026-12-16', '2026-12-09');
    expect(await runJob()).toBe(4);
    const expected = [`${matter.number}: target date in 7 days`];
    for (const recipient of [assignee, client, secondAdmin, grantedMember]) {
      expect(await subjectsTo(recipient.email, matter)).toEqual(expected);
    }
    expect(await subjectsTo(plainMember.email, matter)).toEqual([]);
    expect(await subjectsTo(deactivatedAdmin.email, matter)).toEqual([]);
  });

  it('names the matter, its kind and date, and links each to their own sign-in page', async () => {
    const [toStaff] = await mailsTo(assignee.email, matter);
    expect(toStaff?.text).toContain(
      `The target date of ${matter.number} (Scrutiny notice under section 143(2)) for Sundaram Logistics is in 7 days, on 9 December 2026.`,
    );
    expect(toStaff?.text).toContain(`/back-office/matters/${matter.id}`);
    expect(toStaff?.html).toContain(`/back-office/matters/${matter.id}`);
    const [toClient] = await mailsTo(client.email, matter);
    expect(toClient?.text).toContain(`${app().config.publicUrl}/matters/${matter.id}`);
    expect(toClient?.text).not.toContain('/back-office/');
  });

  it('sends nothing more however often it runs, nor on the days between', async () => {
    expect(await runJob()).toBe(0);
    await onDay('2026-12-03');
    expect(await runJob()).toBe(0);
    await onDay('2026-12-07');
    expect(await runJob()).toBe(0);
    expect(await subjectsTo(client.email, matter)).toHaveLength(1);
  });

  it('reminds each of them the day before the target, and a week and a day before the statutory date', async () => {
    await onDay('2026-12-08');
    expect(await runJob()).toBe(4);
    await onDay('2026-12-09');
    expect(await runJob()).toBe(4);
    await onDay('2026-12-10');
    expect(await runJob()).toBe(1); // the target date is past: the assignee is told
    await onDay('2026-12-15');
    expect(await runJob()).toBe(4);
    expect(await runJob()).toBe(0);
    for (const recipient of [client, secondAdmin, grantedMember]) {
      expect(await subjectsTo(recipient.email, matter)).toEqual([
        `${matter.number}: target date in 7 days`,
        `${matter.number}: target date tomorrow`,
        `${matter.number}: statutory due date in 7 days`,
        `${matter.number}: statutory due date tomorrow`,
      ]);
    }
    expect(await subjectsTo(plainMember.email, matter)).toEqual([]);
    expect(await subjectsTo(deactivatedAdmin.email, matter)).toEqual([]);
  });

  it('tells only the assignee, once, that each date has passed while the matter is open', async () => {
    await onDay('2026-12-17');
    expect(await runJob()).toBe(1);
    await onDay('2026-12-18');
    expect(await runJob()).toBe(0);
    expect(await subjectsTo(assignee.email, matter)).toEqual([
      `${matter.number}: target date in 7 days`,
      `${matter.number}: target date tomorrow`,
      `${matter.number}: statutory due date in 7 days`,
      `${matter.number} is past its target date`,
      `${matter.number}: statutory due date tomorrow`,
      `${matter.number} is past its statutory due date`,
    ]);
    expect(await subjectsTo(client.email, matter)).toHaveLength(4);
  });

  it('reminds nobody of a closed or declined matter’s dates', async () => {
    await onDay('2026-12-20');
    const declined = await openScrutiny('2026-12-27', '2026-12-21');
    await move(declined, 'declined');
    const closed = await openScrutiny('2026-12-27', '2026-12-21');
    await acceptMatter(staff, closed.id);
    await move(closed, 'closed');
    expect(await runJob()).toBe(0);
    await onDay('2026-12-28');
    expect(await runJob()).toBe(0);
    expect(await subjectsTo(assignee.email, declined)).toEqual([]);
    expect(await subjectsTo(assignee.email, closed)).toEqual([]);
  });

  it('reminds everyone anew of a target date that moved', async () => {
    await onDay('2026-12-28');
    const moved = await openScrutiny('2027-01-20', '2027-01-04');
    expect(await runJob()).toBe(4);
    await setTarget(moved, '2027-01-05');
    expect(await runJob()).toBe(0);
    await onDay('2026-12-29');
    expect(await runJob()).toBe(4);
    expect(await subjectsTo(client.email, moved)).toEqual([
      `${moved.number}: target date in 7 days`,
      `${moved.number}: target date in 7 days`,
    ]);
    const texts = (await mailsTo(client.email, moved)).map((mail) => mail.text);
    expect(texts[0]).toContain('on 4 January 2027');
    expect(texts[1]).toContain('on 5 January 2027');
  });
});

async function move(matter: MatterDetail, status: string) {
  const response = await staff.call(mattersApi.setStatus, {
    params: { id: matter.id },
    body: { status, note: 'Moved on by the firm.' },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function mailsTo(email: string, matter: MatterDetail) {
  return app()
    .database.db.select()
    .from(outboundMail)
    .where(and(eq(outboundMail.to, email), like(outboundMail.subject, `${matter.number}%`)))
    .orderBy(asc(outboundMail.createdAt));
}
