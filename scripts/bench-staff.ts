// The back office as the bench reaches it. Staff always sign in in two steps, so the bench gives
// the demo staff member an authenticator of its own at each run (forgetting the one a previous
// run set up) and sets it up, as a member of staff does at their first sign-in.
import { Secret, TOTP } from 'otpauth';
import type { Database } from '../apps/server/src/db/client.ts';
import { queryOn } from '../apps/server/src/db/text-sql.ts';
import { AJAX } from './bench-load.ts';

/** Forgets `email`'s authenticator, so that the next sign-in leads to its set-up. */
export async function forgetAuthenticator(db: Database, email: string): Promise<void> {
  await queryOn(db)(
    'delete from two_factor_secrets where user_id in (select id from users where email = $1)',
    [email],
  );
}

async function post(url: string, cookie: string, body?: object): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { ...AJAX, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

/**
 * Sets up two-step sign-in on a session held back until it is (the cookie of the password step),
 * which then reaches what the person may reach. Undefined when done, else why not.
 */
export async function setUpAuthenticator(url: string, cookie: string): Promise<string | undefined> {
  const setUp = await post(`${url}/api/Details/TwoFactor/SetUp`, cookie);
  if (!setUp.ok) return `the set-up answered ${setUp.status} ${await setUp.text()}`;
  const { secret } = (await setUp.json()) as { secret: string };
  const code = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')) }).generate();
  const confirmed = await post(`${url}/api/Details/TwoFactor/Confirm`, cookie, { code });
  if (!confirmed.ok)
    return `the confirmation answered ${confirmed.status} ${await confirmed.text()}`;
  return undefined;
}

/** The organisation's GSTIN, whose part the back office's orders search is loaded with. */
export async function gstinOf(db: Database, organisationId: string): Promise<string | undefined> {
  const [row] = await queryOn(db)('select gstin from organisations where id = $1', [
    organisationId,
  ]);
  return typeof row?.gstin === 'string' ? row.gstin : undefined;
}
