import { accountsApi } from '@prakar/shared/api/accounts';
import { cartApi } from '@prakar/shared/api/cart';
import { profileApi } from '@prakar/shared/api/profile';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, signIn } from '#test/accounts-helpers.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { call } from '#test/call.ts';
import { testDatabaseKind } from '#test/test-database.ts';

const onPostgres = testDatabaseKind === 'postgres';
if (!onPostgres) {
  console.info(
    'Connection-cut tests skipped: the embedded database has no connections to cut (set TEST_DATABASE_URL).',
  );
}

let testApp: TestApp;
/** A connection of the test's own, to end the server's connections as an operator or a fail-over would. */
let operator: pg.Client;

beforeAll(async () => {
  if (!onPostgres) return;
  // Hundreds of requests from one address in seconds: the per-address ceiling is not under test.
  testApp = await buildTestApp({ rateLimitMax: 100_000 });
  operator = new pg.Client({ connectionString: testApp.app.config.databaseUrl });
  await operator.connect();
});

afterAll(async () => {
  await operator?.end();
  await testApp?.close();
});

/** Ends every other connection to the test database; how many it ended. */
async function cutConnections(): Promise<number> {
  const { rows } = await operator.query(
    `select count(*) filter (where pg_terminate_backend(pid))::int as cut
       from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  return rows[0].cut;
}

describe.skipIf(!onPostgres)('PostgreSQL connections cut under the server', () => {
  it('runs a read cut mid-way once more on another connection', async () => {
    // The query builder runs a statement when it is awaited: start it now.
    const read = Promise.resolve(
      testApp.app.database.db.execute(sql`select pg_sleep(0.3), 42 as answer`),
    );
    let pid: number | undefined;
    for (let look = 0; pid === undefined && look < 200; look += 1) {
      const { rows } = await operator.query(
        `select pid from pg_stat_activity
          where datname = current_database() and query like 'select pg_sleep(0.3)%' and pid <> pg_backend_pid()`,
      );
      pid = rows[0]?.pid;
    }
    await operator.query('select pg_terminate_backend($1)', [pid]);
    const { rows } = (await read) as { rows: unknown[] };
    expect(rows[0]).toMatchObject({ answer: 42 });
  });

  it('answers requests during repeated cuts with success or a 503 and Retry-After, never a 500', async () => {
    const { email } = await createVerifiedUser(testApp.app);
    const { cookie, user } = await signIn(testApp.app, email);
    const headers = { cookie };
    const requests = () => [
      call(testApp.app, accountsApi.session, { headers }),
      call(testApp.app, cartApi.get, { params: { userId: user.UserId }, headers }),
      call(testApp.app, profileApi.sessions, { headers }),
      call(testApp.app, accountsApi.keepAlive, { body: {}, headers }),
    ];
    let cut = 0;
    const answers = [];
    for (let wave = 0; wave < 15; wave += 1) {
      const inFlight = [...requests(), ...requests(), ...requests()];
      if (wave % 3 === 1) cut += await cutConnections();
      answers.push(...(await Promise.all(inFlight)));
    }
    expect(cut).toBeGreaterThan(0);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
    for (const answer of answers.filter((each) => each.statusCode === 503)) {
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json<ApiErrorBody>().error.code).toBe('SERVICE_UNAVAILABLE');
    }
    expect(statuses.filter((status) => status < 300).length).toBeGreaterThan(answers.length / 2);
  }, 90_000);
});
