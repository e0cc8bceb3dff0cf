import { accountsApi } from '@prakar/shared/api/accounts';
import { INACTIVITY_POLL_MS, INACTIVITY_TIMEOUT_MS, STORAGE_KEYS } from '@prakar/shared/constants';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import type { UserRecord } from '#app/lib/user-record.ts';
import { onEndpoint, recordRequests, setupApiServer } from '#tests/component/api-server.ts';
import {
  IDLE_WARNING_MESSAGE,
  IDLE_WARNING_MS,
  KEEP_ALIVE_EVERY_MS,
  STAY_SIGNED_IN,
  startSessionActivity,
} from './session-activity';
import { getSessionSnapshot, setUser } from './session-store';

const asha: UserRecord = {
  UserId: 12,
  RoleId: 2,
  IsAdmin: true,
  Name: 'Asha Iyer',
  IsProfileDataSaved: 'Yes',
};

/** The API as the page sees it: every call recorded; KeepAlive answers as the test says. */
let keepAliveStatus = 204;
const api = setupApiServer(
  onEndpoint(accountsApi.keepAlive, () =>
    keepAliveStatus === 401
      ? HttpResponse.json({ error: { code: 'UNAUTHORIZED', message: 'x' } }, { status: 401 })
      : new HttpResponse(null, { status: keepAliveStatus }),
  ),
  onEndpoint(accountsApi.logout, () => new HttpResponse(null, { status: 204 })),
);
const calls = recordRequests(api);
let stop: () => void = () => undefined;

/** The idle warnings shown, each with its action and whether it was withdrawn. */
let warnings: {
  message: string;
  action: { label: string; onClick: () => void };
  withdrawn: boolean;
}[] = [];

beforeEach(() => {
  warnings = [];
  vi.spyOn(notify, 'warnUntilDismissed').mockImplementation((_id, message, action) => {
    const warning = { message, action, withdrawn: false };
    warnings.push(warning);
    return {
      dismiss: () => {
        warning.withdrawn = true;
      },
    };
  });
  vi.spyOn(notify, 'info').mockImplementation(() => {});
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  calls.length = 0;
  keepAliveStatus = 204;
  setUser(asha);
  localStorage.setItem(STORAGE_KEYS.isFromCorporateLandingPage, 'true');
  stop = startSessionActivity();
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  localStorage.clear();
});

/** Lets the clock run, the way a page left open does, then lets pending promises settle. */
async function idle(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await vi.waitFor(() => undefined);
}

describe('session activity', () => {
  it('records the start as activity in lastAction', () => {
    expect(Number(localStorage.getItem(STORAGE_KEYS.lastAction))).toBe(Date.now());
  });

  it('signs out after 10 minutes without activity: user data cleared, landing flag false, server told', async () => {
    await idle(INACTIVITY_TIMEOUT_MS - INACTIVITY_POLL_MS);
    expect(getSessionSnapshot()).toEqual(asha);

    await idle(INACTIVITY_POLL_MS);
    expect(getSessionSnapshot()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.isFromCorporateLandingPage)).toBe('false');
    await vi.waitFor(() => expect(calls).toContain('POST /api/Authentication/Logout'));
  });

  it('stays signed in while there is click, mouse or key activity, and keeps the server session alive', async () => {
    for (const event of [
      new MouseEvent('click'),
      new MouseEvent('mousemove'),
      new KeyboardEvent('keydown'),
    ]) {
      await idle(INACTIVITY_TIMEOUT_MS / 2);
      window.dispatchEvent(event);
    }
    await idle(INACTIVITY_TIMEOUT_MS / 2);
    expect(getSessionSnapshot()).toEqual(asha);
    expect(
      calls.filter((request) => request === 'POST /api/Authentication/KeepAlive').length,
    ).toBeGreaterThan(0);
    expect(calls).not.toContain('POST /api/Authentication/Logout');
  });

  it('does not ping the server while the visitor is away', async () => {
    await idle(KEEP_ALIVE_EVERY_MS * 3);
    expect(calls).not.toContain('POST /api/Authentication/KeepAlive');
  });

  it('signs out at once when the server says the session has ended', async () => {
    keepAliveStatus = 401;
    await idle(KEEP_ALIVE_EVERY_MS / 2);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    await idle(KEEP_ALIVE_EVERY_MS);
    await vi.waitFor(() => expect(getSessionSnapshot()).toBeNull());
  });

  it('counts activity in another tab, which shares lastAction', async () => {
    await idle(INACTIVITY_TIMEOUT_MS - 2 * INACTIVITY_POLL_MS);
    localStorage.setItem(STORAGE_KEYS.lastAction, String(Date.now()));
    await idle(4 * INACTIVITY_POLL_MS);
    expect(getSessionSnapshot()).toEqual(asha);
  });

  it('warns a minute before the idle sign-out, and Stay signed in keeps the user signed in', async () => {
    await idle(INACTIVITY_TIMEOUT_MS - IDLE_WARNING_MS - INACTIVITY_POLL_MS);
    expect(warnings).toEqual([]);

    await idle(INACTIVITY_POLL_MS);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toBe(IDLE_WARNING_MESSAGE);
    expect(warnings[0]?.action.label).toBe(STAY_SIGNED_IN);
    // Still warned, not warned again, as the minute runs.
    await idle(2 * INACTIVITY_POLL_MS);
    expect(warnings).toHaveLength(1);

    warnings[0]?.action.onClick();
    await idle(IDLE_WARNING_MS);
    expect(getSessionSnapshot()).toEqual(asha);
    await vi.waitFor(() => expect(calls).toContain('POST /api/Authentication/KeepAlive'));
  });

  it('withdraws the warning on activity, and signs out when the minute passes without any', async () => {
    await idle(INACTIVITY_TIMEOUT_MS - IDLE_WARNING_MS);
    expect(warnings).toHaveLength(1);
    window.dispatchEvent(new MouseEvent('mousemove'));
    await idle(INACTIVITY_POLL_MS);
    expect(warnings[0]?.withdrawn).toBe(true);
    expect(getSessionSnapshot()).toEqual(asha);

    await idle(INACTIVITY_TIMEOUT_MS - IDLE_WARNING_MS);
    expect(warnings).toHaveLength(2);
    await idle(IDLE_WARNING_MS);
    expect(getSessionSnapshot()).toBeNull();
    expect(warnings[1]?.withdrawn).toBe(true);
  });
});
