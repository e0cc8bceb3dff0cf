import { accessControlApi } from '@prakar/shared/api/access-control';
import { clientMattersApi } from '@prakar/shared/api/client-matters';
import { mattersApi } from '@prakar/shared/api/matters';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import type { MatterDetail, MatterList } from '@prakar/shared/matters';
import { beforeAll, describe, expect, it } from 'vitest';
import { randomIp } from '#test/accounts-helpers.ts';
import { call } from '#test/call.ts';
import { openMatter, useMatterPeople } from '#test/matters-helpers.ts';
import type { Caller } from '#test/users-helpers.ts';

const { app, people } = useMatterPeople();

let appeal: MatterDetail;
let scrutiny: MatterDetail;
let declined: MatterDetail;
let theirs: MatterDetail;

beforeAll(async () => {
  // Due 20 December (30 days from 20 November), then 15 December (the date in the notice).
  appeal = await openMatter(people.staff, people.organisationId);
  scrutiny = await openMatter(people.staff, people.organisationId, {
    kind: 'scrutiny_143_2',
    servedOn: '2026-11-25',
    dateInNotice: '2026-12-15',
  });
  declined = await openMatter(people.staff, people.organisationId, { servedOn: '2026-11-28' });
  const refused = await people.staff.call(mattersApi.setStatus, {
    params: { id: declined.id },
    body: { status: 'declined', note: 'The appeal is out of our scope.' },
  });
  expect(refused.statusCode, refused.body).toBe(200);
  theirs = await openMatter(people.staff, people.stranger.organisationId);
});

const numbers = (list: MatterList) => list.matters.map((matter) => matter.number);

async function list(caller: Caller, query: Record<string, string> = {}) {
  const response = await caller.call(clientMattersApi.list, { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MatterList>();
}

describe('GET /api/Matters', () => {
  it('lists the organisation’s own matters, soonest due first, the finished ones last', async () => {
    const all = await list(people.client);
    expect(numbers(all)).toEqual([scrutiny.number, appeal.number, declined.number]);
    expect(all.total).toBe(3);
    expect(all.matters[0]).toMatchObject({ status: 'requested', statutoryDueOn: '2026-12-15' });
  });

  it('shows the open matters or the finished ones', async () => {
    expect(numbers(await list(people.client, { state: 'open' }))).toEqual([
      scrutiny.number,
      appeal.number,
    ]);
    expect(numbers(await list(people.client, { state: 'finished' }))).toEqual([declined.number]);
  });

  it('refuses a state it does not know, with the message on the field', async () => {
    const response = await people.client.call(clientMattersApi.list, { query: { state: 'lost' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.fields).toEqual({
      state: 'Choose open or finished matters.',
    });
  });

  it('refuses an organisation user until given the Advisory matters power', async () => {
    const before = await people.member.call(clientMattersApi.list);
    expect(before.statusCode).toBe(403);
    expect(before.json<ApiErrorBody>().error.code).toBe('FORBIDDEN');

    const granted = await people.client.call(accessControlApi.save, {
      body: { changes: [{ userId: people.member.id, item: 'view:matters:org', allowed: true }] },
    });
    expect(granted.statusCode).toBe(204);
    expect(numbers(await list(people.member))).toEqual(numbers(await list(people.client)));
  });

  it('asks anyone signed out to sign in', async () => {
    const response = await call(app(), clientMattersApi.list, { ip: randomIp() });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/Matters/:id', () => {
  it('gives one of the organisation’s matters with how its date was counted and its history', async () => {
    const response = await people.client.call(clientMattersApi.get, {
      params: { id: declined.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    const matter = response.json<MatterDetail>();
    expect(matter).toMatchObject({ number: declined.number, status: 'declined', nextDueOn: null });
    expect(matter.dueCounted).toContain('30 days from the date of service');
    expect(matter.history.map((change) => [change.status, change.note])).toEqual([
      ['requested', null],
      ['declined', 'The appeal is out of our scope.'],
    ]);
  });

  it('answers 404 for another organisation’s matter, as for one that does not exist', async () => {
    const other = await people.client.call(clientMattersApi.get, { params: { id: theirs.id } });
    expect(other.statusCode).toBe(404);
    const none = await people.client.call(clientMattersApi.get, {
      params: { id: '00000000-0000-4000-8000-000000000047' },
    });
    expect(none.statusCode).toBe(404);
    expect(other.json<ApiErrorBody>().error).toEqual(none.json<ApiErrorBody>().error);
    const own = await people.stranger.call(clientMattersApi.get, { params: { id: theirs.id } });
    expect(own.statusCode).toBe(200);
  });
});
