import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundMail } from '#src/db/schema.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createMailRepository } from './mail-repository.ts';
import { enqueueMail } from './outbox.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

describe('claiming due mail', () => {
  it('gives each due mail to one claimer only, and hides it while it is being sent', async () => {
    const db = testApp.app.database.db;
    for (let i = 0; i < 5; i += 1) {
      await enqueueMail(db, {
        from: 'no-reply@prakartax.in',
        to: `claim${i}@example.in`,
        subject: `Mail ${i}`,
        text: 'Hello.',
      });
    }
    // One more that is not due yet.
    await db.insert(outboundMail).values({
      from: 'no-reply@prakartax.in',
      to: 'later@example.in',
      subject: 'Later',
      text: 'Hello.',
      nextAttemptAt: sql`now() + interval '1 minute'`,
    });
    const repository = createMailRepository(db);
    const [first, second] = await Promise.all([repository.claimDue(3), repository.claimDue(3)]);
    const claimed = [...(first ?? []), ...(second ?? [])].map((mail) => mail.to);
    expect(claimed).toHaveLength(5);
    expect(new Set(claimed).size).toBe(5);
    expect(claimed).not.toContain('later@example.in');
    // Claimed mail is leased: a third claimer finds nothing due.
    expect(await repository.claimDue(10)).toEqual([]);
  });
});
