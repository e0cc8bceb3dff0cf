import { existsSync, mkdirSync, readFileSync, rmdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, type Cookie, request } from '@playwright/test';
import { authenticator } from './authenticator';
import { PLATFORM_ADMIN } from './platform-admin';
import { expect } from './support';

const HEADERS = { 'X-Requested-With': 'fetch', 'X-Forwarded-For': '10.250.0.1' };
const folder = process.env.E2E_DATA_DIR ?? tmpdir();
const LOCK = join(folder, 'platform-admin-code.lock');
const LAST_STEP = join(folder, 'platform-admin-code.step');
const STALE_LOCK_MS = 60_000;

/**
 * The workers share the administrator's authenticator, whose codes the server takes once each and
 * only later than the last: one worker at a time picks the next code, and the step goes in a file.
 */
async function nextSharedCode(): Promise<{ code: string; done: () => void }> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A worker stopped while holding it: its sign-in is long over.
      const held = statSync(LOCK, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) rmdirSync(LOCK);
      await new Promise((wake) => setTimeout(wake, 200));
    }
  }
  const lastStep = existsSync(LAST_STEP)
    ? Number(readFileSync(LAST_STEP, 'utf8'))
    : Number.NEGATIVE_INFINITY;
  const app = authenticator(PLATFORM_ADMIN.totpSecret, lastStep);
  const code = await app.nextCode();
  return {
    code,
    done: () => {
      writeFileSync(LAST_STEP, String(app.lastStep));
      rmdirSync(LOCK);
    },
  };
}

async function signInWithCode(staff: APIRequestContext): Promise<void> {
  const login = await staff.post('/api/Authentication/Login', {
    headers: HEADERS,
    data: { email: PLATFORM_ADMIN.email, password: PLATFORM_ADMIN.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { secondStep } = await login.json();
  const { code, done } = await nextSharedCode();
  try {
    const signedIn = await staff.post('/api/Authentication/SecondStep', {
      headers: HEADERS,
      data: { token: secondStep.token, code },
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
  } finally {
    done();
  }
}

let staffRequest: Promise<APIRequestContext> | undefined;

/**
 * The cookies of the firm's administrator's session, signed in with the password and a code once
 * per worker and again only when that session has ended (a test signed out, or it went idle).
 */
export async function platformAdminCookies(): Promise<Cookie[]> {
  staffRequest ??= request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const staff = await staffRequest;
  const session = await staff.get('/api/Authentication/Session', { headers: HEADERS });
  if ((await session.json()).user === null) await signInWithCode(staff);
  return (await staff.storageState()).cookies;
}
