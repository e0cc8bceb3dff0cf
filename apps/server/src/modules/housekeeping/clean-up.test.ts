import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { accountsApi } from '@prakar/shared/api/accounts';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimitBuckets, sessions } from '#src/db/schema.ts';
import { LONGEST_WINDOW_MS } from '#src/modules/rate-limit/limits.ts';
import { randomIp, signUpBody, tokenFromMail, uniqueEmail } from '#test/accounts-helpers.ts';
import { call } from '#test/call.ts';
import { useTestAppWithClock } from '#test/use-test-app.ts';
import { newAdmin } from '#test/users-helpers.ts';
import { EMAIL_LINK_KEPT_MS, ENDED_SESSION_KEPT_MS } from './retention.ts';

const HOUR = 3_600_000;
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});
const { clock, app } = useTestAppWithClock({ logger: 'info', logStream });

const ago = (ms: number) => new Date(clock.now().getTime() - ms);

describe('the clean-up', () => {
  it('deletes sessions a day past their end, keeps the others, and an open session keeps working', async () => {
    const admin = await newAdmin(app());
    const { db } = app().database;
    const session = (expiresAt: Date, revokedAt: Date | null = null) => ({
      tokenHash: randomUUID(),
      userId: admin.id,
      createdAt: ago(12 * HOUR),
      lastSeenAt: ago(12 * HOUR),
      expiresAt,
      revokedAt,
    });
    const rows = await db
      .insert(sessions)
      .values([
        session(ago(ENDED_SESSION_KEPT_MS)),
        session(ago(ENDED_SESSION_KEPT_MS + HOUR), ago(ENDED_SESSION_KEPT_MS + 2 * HOUR)),
        session(ago(ENDED_SESSION_KEPT_MS - HOUR)),
        session(ago(-HOUR), ago(HOUR)),
      ])
      .returning({ id: sessions.id });
    const ids = rows.map((row) => row.id);

    const deleted = await app().jobs.runOnce('clean-up');
    expect(deleted.sessions).toBeGreaterThanOrEqual(2);
    const left = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, ids));
    expect(left.map((row) => row.id).sort()).toEqual(ids.slice(2).sort());
    expect((await admin.call(accountsApi.session)).statusCode).toBe(200);
  });

  it('keeps a used link 30 days past its expiry, so it still says it was used, then deletes it', async () => {
    const email = uniqueEmail('clean-up');
    const ip = randomIp();
    await call(app(), accountsApi.signUp, { body: signUpBody(email), ip });
    await app().jobs.drain('account mail');
    const token = await tokenFromMail(app(), email, 'verify');
    const verify = () => call(app(), accountsApi.verifyEmail, { body: { token }, ip });
    expect((await verify()).statusCode).toBe(200);

    // The verification link lasts a day; its row stays 30 days after that.
    clock.advance(24 * HOUR + EMAIL_LINK_KEPT_MS - HOUR);
    await app().jobs.runOnce('clean-up');
    expect((await verify()).json<ApiErrorBody>().error.code).toBe('TOKEN_USED');

    clock.advance(HOUR);
    expect((await app().jobs.runOnce('clean-up')).emailLinks).toBeGreaterThanOrEqual(1);
    expect((await verify()).json<ApiErrorBody>().error.code).toBe('TOKEN_INVALID');
  });

  it('deletes rate-limit counters whose window is over for every limit, and only those', async () => {
    const { db } = app().database;
    const keys = [`spent:${randomUUID()}`, `live:${randomUUID()}`];
    await db.insert(rateLimitBuckets).values([
      { key: keys[0] as string, windowStart: ago(LONGEST_WINDOW_MS), count: 3 },
      { key: keys[1] as string, windowStart: ago(LONGEST_WINDOW_MS - 1_000), count: 3 },
    ]);
    await app().jobs.runOnce('clean-up');
    const left = await db
      .select({ key: rateLimitBuckets.key })
      .from(rateLimitBuckets)
      .where(inArray(rateLimitBuckets.key, keys));
    expect(left).toEqual([{ key: keys[1] }]);
  });

  it('logs one line with the counts when a pass deletes something, and none when it deletes nothing', async () => {
    await app().jobs.runOnce('clean-up');
    await app()
      .database.db.insert(rateLimitBuckets)
      .values({ key: `spent:${randomUUID()}`, windowStart: ago(LONGEST_WINDOW_MS), count: 1 });
    const passLines = () => logLines.filter((line) => line.includes('clean-up'));
    const nothing = {
      sessions: 0,
      emailLinks: 0,
      pendingSignIns: 0,
      passkeyChallenges: 0,
      rateLimitCounters: 0,
    };
    const oneCounter = { ...nothing, rateLimitCounters: 1 };
    logLines.length = 0;
    expect(await app().jobs.runOnce('clean-up')).toEqual(oneCounter);
    expect(passLines().map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: 30, deleted: oneCounter }),
    ]);
    logLines.length = 0;
    expect(await app().jobs.runOnce('clean-up')).toEqual(nothing);
    expect(passLines()).toEqual([]);
  });
});
