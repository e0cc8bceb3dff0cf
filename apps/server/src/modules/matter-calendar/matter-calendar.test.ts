import { accessControlApi } from '@prakar/shared/api/access-control';
import { matterCalendarApi } from '@prakar/shared/api/matter-calendar';
import { mattersApi } from '@prakar/shared/api/matters';
import { usersApi } from '@prakar/shared/api/users';
import type {
  MatterCalendarLink,
  MatterDeadlines,
  NewMatterCalendarLink,
} from '@prakar/shared/matter-calendar';
import type { MatterDetail } from '@prakar/shared/matters';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, matterCalendarFeeds, matterHearings } from '#src/db/schema.ts';
import { hashSecretToken } from '#src/modules/sessions/secret-token.ts';
import { randomIp } from '#test/accounts-helpers.ts';
import { call } from '#test/call.ts';
import { openMatter, useMatterPeople } from '#test/matters-helpers.ts';
import { type Caller, inviteAndJoin, newAdmin } from '#test/users-helpers.ts';

const { app, people } = useMatterPeople();

let appeal: MatterDetail;
let scrutiny: MatterDetail;
let late: MatterDetail;

beforeAll(async () => {
  // Due 20 December (30 days from 20 November), with a target of 14 December.
  appeal = await openMatter(people.staff, people.organisationId);
  const target = await people.staff.call(mattersApi.setTarget, {
    params: { id: appeal.id },
    body: { targetOn: '2026-12-14' },
  });
  expect(target.statusCode, target.body).toBe(200);
  // The date in the notice: today.
  scrutiny = await openMatter(people.staff, people.organisationId, {
    kind: 'scrutiny_143_2',
    servedOn: '2026-11-25',
    dateInNotice: '2026-12-02',
  });
  // Due 29 November: three days overdue.
  late = await openMatter(people.staff, people.organisationId, { servedOn: '2026-10-30' });
  const declined = await openMatter(people.staff, people.organisationId, {
    servedOn: '2026-11-28',
  });
  await people.staff.call(mattersApi.setStatus, {
    params: { id: declined.id },
    body: { status: 'declined', note: 'Outside our practice.' },
  });
  await openMatter(people.staff, people.stranger.organisationId);
  // A hearing ahead, and one already heard.
  await app()
    .database.db.insert(matterHearings)
    .values([
      {
        matterId: appeal.id,
        hearingOn: '2026-12-18',
        hearingTime: '11:30',
        forum: 'CIT(A)-3, Mumbai',
        place: 'Aayakar Bhavan',
        createdAt: new Date(),
      },
      {
        matterId: appeal.id,
        hearingOn: '2026-11-30',
        hearingTime: '15:00',
        forum: 'CIT(A)-3, Mumbai',
        place: '',
        createdAt: new Date(),
      },
    ]);
});

async function deadlines(caller: Caller) {
  const response = await caller.call(matterCalendarApi.deadlines);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MatterDeadlines>();
}

async function newLink(caller: Caller) {
  const response = await caller.call(matterCalendarApi.replaceLink);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<NewMatterCalendarLink>();
}

const tokenOf = (url: string) => /\/api\/Matters\/Calendar\/([^/]+)\.ics$/.exec(url)?.[1] ?? '';

function fetchFeed(url: string) {
  return call(app(), matterCalendarApi.feed, { params: { token: tokenOf(url) }, ip: randomIp() });
}

function eventsOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      allDay: event.startDate.isDate,
      url: String(vevent.getFirstPropertyValue('url')),
    };
  });
}

describe('GET /api/Matters/Deadlines', () => {
  it('lists every date and hearing ahead of the organisation’s open matters, soonest first, with the IST days left', async () => {
    const { today, deadlines: dates } = await deadlines(people.client);
    expect(today).toBe('2026-12-02');
    expect(dates.map((date) => [date.number, date.dateKind, date.on, date.daysLeft])).toEqual([
      [late.number, 'statutory', '2026-11-29', -3],
      [scrutiny.number, 'statutory', '2026-12-02', 0],
      [appeal.number, 'target', '2026-12-14', 12],
      [appeal.number, 'hearing', '2026-12-18', 16],
      [appeal.number, 'statutory', '2026-12-20', 18],
    ]);
    expect(dates[0]).toMatchObject({ kind: 'appeal_cit_a', status: 'requested', hearing: null });
    expect(dates[3]?.hearing).toEqual({
      time: '11:30',
      forum: 'CIT(A)-3, Mumbai',
      place: 'Aayakar Bhavan',
    });
  });

  it('refuses a user without the Advisory matters power, and anyone signed out', async () => {
    expect((await people.member.call(matterCalendarApi.deadlines)).statusCode).toBe(403);
    expect((await people.member.call(matterCalendarApi.replaceLink)).statusCode).toBe(403);
    const signedOut = await call(app(), matterCalendarApi.deadlines, { ip: randomIp() });
    expect(signedOut.statusCode).toBe(401);
  });

  it('shows another organisation only its own', async () => {
    const { deadlines: dates } = await deadlines(people.stranger);
    expect(dates).toHaveLength(1);
    expect(dates.map((date) => date.matterId)).not.toContain(appeal.id);
  });
});

describe('the calendar address', () => {
  it('is made once, kept only as a hash, and audited', async () => {
    const owner = await newAdmin(app(), 'Hashed Feeds');
    const before = await owner.call(matterCalendarApi.link);
    expect(before.json<MatterCalendarLink>()).toEqual({ createdAt: null });

    const { url, createdAt } = await newLink(owner);
    expect(url).toMatch(/^http.*\/api\/Matters\/Calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const after = await owner.call(matterCalendarApi.link);
    expect(after.json<MatterCalendarLink>()).toEqual({ createdAt });

    const rows = await app().database.db.select().from(matterCalendarFeeds);
    const token = tokenOf(url);
    expect(rows.map((row) => row.tokenHash)).toContain(hashSecretToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const events = await app().database.db.query.auditEvents.findMany({
      where: and(
        eq(auditEvents.action, 'matter_calendar_link_created'),
        eq(auditEvents.organisationId, owner.organisationId),
      ),
    });
    expect(events).toHaveLength(1);
  });

  it('serves all-day events with a UID per matter and kind of date that stays when a date moves', async () => {
    const { url } = await newLink(people.client);
    const response = await fetchFeed(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const events = eventsOf(response.body);
    expect(events.map((event) => [event.start, event.allDay])).toEqual([
      ['2026-11-29', true],
      ['2026-12-02', true],
      ['2026-12-14', true],
      ['2026-12-18', true],
      ['2026-12-20', true],
    ]);
    const appealTarget = events[2];
    expect(appealTarget?.summary).toBe(`${appeal.number}: target date`);
    expect(appealTarget?.url).toMatch(new RegExp(`/matters/${appeal.id}$`));
    expect(events[3]?.summary).toBe(
      `${appeal.number}: hearing at 11:30 IST, CIT(A)-3, Mumbai, Aayakar Bhavan`,
    );
    expect(new Set(events.map((event) => event.uid)).size).toBe(5);

    await people.staff.call(mattersApi.setTarget, {
      params: { id: appeal.id },
      body: { targetOn: '2026-12-16' },
    });
    const moved = eventsOf((await fetchFeed(url)).body);
    const uids = (list: typeof events) => list.map((event) => event.uid).sort();
    expect(uids(moved)).toEqual(uids(events));
    expect(moved.find((event) => event.uid === appealTarget?.uid)?.start).toBe('2026-12-16');
  });

  it('stops working once replaced, and the replacement is audited', async () => {
    const owner = await newAdmin(app(), 'Replaced Feeds');
    const first = await newLink(owner);
    const second = await newLink(owner);
    expect((await fetchFeed(first.url)).statusCode).toBe(404);
    expect((await fetchFeed(second.url)).statusCode).toBe(200);
    const replaced = await app().database.db.query.auditEvents.findMany({
      where: and(
        eq(auditEvents.action, 'matter_calendar_link_replaced'),
        eq(auditEvents.organisationId, owner.organisationId),
      ),
    });
    expect(replaced).toHaveLength(1);
  });

  it('answers 404 to a wrong address, as to one whose owner lost the power or left', async () => {
    const wrong = await call(app(), matterCalendarApi.feed, {
      params: { token: 'not-a-calendar' },
      ip: randomIp(),
    });
    expect(wrong.statusCode).toBe(404);

    const member = await inviteAndJoin(app(), people.client);
    const grant = (allowed: boolean) =>
      people.client.call(accessControlApi.save, {
        body: { changes: [{ userId: member.id, item: 'view:matters:org', allowed }] },
      });
    await grant(true);
    const { url } = await newLink(member);
    expect((await fetchFeed(url)).statusCode).toBe(200);
    await grant(false);
    const refused = await fetchFeed(url);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toBe(wrong.body);

    await grant(true);
    expect((await fetchFeed(url)).statusCode).toBe(200);
    const gone = await people.client.call(usersApi.deactivate, { params: { id: member.id } });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await fetchFeed(url)).statusCode).toBe(404);
  });

  it('limits how often one address is read', async () => {
    const owner = await newAdmin(app(), 'Busy Calendars');
    const { url } = await newLink(owner);
    for (let read = 0; read < 60; read += 1) {
      expect((await fetchFeed(url)).statusCode).toBe(200);
    }
    const limited = await fetchFeed(url);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
