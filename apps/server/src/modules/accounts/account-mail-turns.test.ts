import { accountsApi } from '@prakar/shared/api/accounts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountMailRequests, outboundMail } from '#src/db/schema.ts';
import { createVerifiedUser, randomIp, uniqueEmail } from '#test/accounts-helpers.ts';
import { call } from '#test/call.ts';
import { useTestApp } from '#test/use-test-app.ts';

// The workers run on their own, as in production, but the account mail worker's next turn is an
// hour away: whatever runs between two answers ran because of the first.
const app = useTestApp({ mailWorker: true, accountMailPollMs: 60 * 60_000 });

/** Long enough for work woken by an answer to have run on an idle test database. */
const AFTER_AN_ANSWER_MS = 200;

/** What the database holds for an address: requests waiting for the worker, and mail to it. */
async function traceOf(email: string) {
  const { db } = app().database;
  const [waiting] = await db
    .select({ n: count() })
    .from(accountMailRequests)
    .where(eq(accountMailRequests.email, email));
  const [mailed] = await db
    .select({ n: count() })
    .from(outboundMail)
    .where(eq(outboundMail.to, email));
  return { waiting: waiting?.n, mailed: mailed?.n };
}

/** Asks five times in a row, as someone probing one address would, noting the trace after each. */
async function askFiveTimes(email: string) {
  const traces = [];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const response = await call(app(), accountsApi.forgotPassword, {
      body: { email },
      ip: randomIp(),
    });
    expect(response.statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, AFTER_AN_ANSWER_MS));
    traces.push(await traceOf(email));
  }
  return traces;
}

describe('forgotten-password requests asked again and again', () => {
  it('leave the same work behind each answer whether or not the address has an account, and the worker mails on its turn', async () => {
    const { email } = await createVerifiedUser(app());
    const nobody = uniqueEmail('nobody');
    const mailedBefore = (await traceOf(email)).mailed ?? 0;

    const account = await askFiveTimes(email);
    const noAccount = await askFiveTimes(nobody);

    // The address with an account leaves what the one without does: its request, waiting.
    const mailedSince = account.map((trace) => ({
      ...trace,
      mailed: (trace.mailed ?? 0) - mailedBefore,
    }));
    expect(mailedSince).toEqual(noAccount);
    expect(noAccount).toEqual([1, 2, 3, 4, 5].map((waiting) => ({ waiting, mailed: 0 })));

    await app().jobs.drain('account mail');
    expect(await traceOf(email)).toEqual({ waiting: 0, mailed: mailedBefore + 5 });
    expect(await traceOf(nobody)).toEqual({ waiting: 0, mailed: 0 });
  });
});
