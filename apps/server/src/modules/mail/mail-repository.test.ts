import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboundMail } from '#src/db/schema.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { CLAIM_LEASE_MINUTES, createMailRepository } from './mail-repository.ts';
import { enqueueMail } from './outbox.ts';

const app = useTestApp();

describe('claiming due mail', () => {
  it('gives each due mail to one claimer only, and hides it while it is being sent', async () => {
    const db = app().database.db;
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

  it('leases a claim for a few minutes, renewed while the batch is sent', async () => {
    const db = app().database.db;
    await enqueueMail(db, {
      from: 'no-reply@prakartax.in',
      to: 'lease@example.in',
      subject: 'Lease',
      text: 'Hello.',
    });
    const repository = createMailRepository(db);
    const [mail] = await repository.claimDue(10);
    if (!mail) throw new Error('Nothing was claimed.');
    const leaseMs = () =>
      db
        .select({
          ms: sql<number>`extract(epoch from ${outboundMail.nextAttemptAt} - now()) * 1000`,
        })
        .from(outboundMail)
        .where(sql`${outboundMail.id} = ${mail.id}`)
        .then(([row]) => Number(row?.ms));
    const minutes = CLAIM_LEASE_MINUTES * 60_000;
    expect(await leaseMs()).toBeGreaterThan(minutes - 10_000);
    expect(await leaseMs()).toBeLessThanOrEqual(minutes);

    // Most of the lease gone by (a process that died would have left it so) …
    await db
      .update(outboundMail)
      .set({ nextAttemptAt: sql`now() + interval '10 seconds'` })
      .where(sql`${outboundMail.id} = ${mail.id}`);
    // … a worker still sending renews it.
    await repository.renewLease([mail.id]);
    expect(await leaseMs()).toBeGreaterThan(minutes - 10_000);
  });
});
