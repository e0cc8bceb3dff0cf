import { accountsApi } from '@prakar/shared/api/accounts';
import { INACTIVITY_POLL_MS, INACTIVITY_TIMEOUT_MS, STORAGE_KEYS } from '@prakar/shared/constants';
import { notify } from '#app/components/toasts/notify.ts';
import { call } from '#app/lib/api-client.ts';
import { ApiError } from '#app/lib/api-error.ts';
import { readItem, writeItem } from '#app/lib/storage.ts';
import { readStoredUser } from '#app/lib/user-record.ts';
import { endServerSession } from './end-server-session';
import { setUser } from './session-store';

/** What counts as activity: click, mouse or key; a touch is a phone's click. */
const ACTIVITY_EVENTS = ['click', 'mousedown', 'mousemove', 'keydown', 'touchstart'] as const;

/**
 * The server forgets a session idle for as long as the page's own limit, so while the visitor is
 * active the page tells it so, at most this often.
 */
export const KEEP_ALIVE_EVERY_MS = 2 * 60_000;

/** `mousemove` fires many times a second; one write a second is plenty for a 10-minute rule. */
const WRITE_EVERY_MS = 1_000;

export const INACTIVITY_MESSAGE = 'You were signed out after 10 minutes without activity.';

/** How long before the idle sign-out the visitor is warned, with time to stay (WCAG 2.2.1). */
export const IDLE_WARNING_MS = 60_000;
export const IDLE_WARNING_MESSAGE =
  'You will be signed out in a minute, as nothing has happened on the page for a while.';
export const STAY_SIGNED_IN = 'Stay signed in';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/** `lastAction` is shared by every tab of the site, so activity in one keeps them all signed in. */
function lastActionAt(): number | undefined {
  const value = Number(readItem(STORAGE_KEYS.lastAction));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

function signOutLocally(message: string): void {
  setUser(null);
  writeItem(STORAGE_KEYS.isFromCorporateLandingPage, 'false');
  notify.info(message);
}

/**
 * While a user is signed in: records activity in `lastAction`, checks every 10 s, warns a minute
 * before signing out after 10 minutes without activity (any activity, or "Stay signed in",
 * withdraws the warning), and keeps the server session alive meanwhile. Returns the function
 * that stops it all.
 */
export function startSessionActivity(): () => void {
  let lastWrite = 0;
  let lastPing = Date.now();
  let warning: { dismiss: () => void } | undefined;

  const record = (now: number) => {
    lastWrite = now;
    writeItem(STORAGE_KEYS.lastAction, String(now));
  };

  const markActive = () => {
    const now = Date.now();
    if (now - lastWrite >= WRITE_EVERY_MS) record(now);
  };

  const withdrawWarning = () => {
    warning?.dismiss();
    warning = undefined;
  };

  const keepAlive = () => {
    call(accountsApi.keepAlive, {}, { silent: true, authRedirect: false }).catch(
      (error: unknown) => {
        // Ended elsewhere: signed out on another device, a password change, an administrator.
        if (error instanceof ApiError && error.status === 401 && readStoredUser()) {
          signOutLocally(SESSION_ENDED_MESSAGE);
        }
      },
    );
  };

  const check = () => {
    if (!readStoredUser()) return withdrawWarning();
    const now = Date.now();
    const last = lastActionAt() ?? now;
    const idleFor = now - last;
    if (idleFor >= INACTIVITY_TIMEOUT_MS) {
      withdrawWarning();
      signOutLocally(INACTIVITY_MESSAGE);
      void endServerSession();
      return;
    }
    if (idleFor < INACTIVITY_TIMEOUT_MS - IDLE_WARNING_MS) withdrawWarning();
    else {
      warning ??= notify.warnUntilDismissed('idle-sign-out', IDLE_WARNING_MESSAGE, {
        label: STAY_SIGNED_IN,
        onClick: () => {
          record(Date.now());
          warning = undefined;
        },
      });
    }
    if (last > lastPing && now - lastPing >= KEEP_ALIVE_EVERY_MS) {
      lastPing = now;
      keepAlive();
    }
  };

  // Signing in, or opening a page while signed in, counts as activity.
  markActive();
  for (const type of ACTIVITY_EVENTS) {
    window.addEventListener(type, markActive, { capture: true, passive: true });
  }
  const timer = window.setInterval(check, INACTIVITY_POLL_MS);
  return () => {
    withdrawWarning();
    window.clearInterval(timer);
    for (const type of ACTIVITY_EVENTS) {
      window.removeEventListener(type, markActive, { capture: true });
    }
  };
}
