import { ERROR_CODES } from '@prakar/shared/api-error';
import { HttpError } from '#src/http-error.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

export interface LimitRule {
  name: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Per client address. */
export const IP_LIMITS = {
  signIn: { name: 'ip:sign-in', max: 20, windowMs: 10 * MINUTE },
  signUp: { name: 'ip:sign-up', max: 5, windowMs: HOUR },
  forgotPassword: { name: 'ip:forgot-password', max: 5, windowMs: HOUR },
  resendVerification: { name: 'ip:resend-verification', max: 5, windowMs: HOUR },
  acceptInvitation: { name: 'ip:accept-invitation', max: 10, windowMs: HOUR },
  /** Challenges for signing in with a passkey, each a row until used or expired. */
  passkeyChallenge: { name: 'ip:passkey-challenge', max: 60, windowMs: 10 * MINUTE },
} as const satisfies Record<string, LimitRule>;

/**
 * Per recipient address and kind of mail, whoever asks and from wherever: a reset link, a sign-up
 * confirmation (or the warning to an address that already has an account), an invitation. Counted
 * before anyone looks the address up, so an address with no account is refused exactly alike.
 */
const mailRules = (kind: string): LimitRule[] => [
  { name: `mail:${kind}:hour`, max: 5, windowMs: HOUR },
  { name: `mail:${kind}:day`, max: 10, windowMs: 24 * HOUR },
];
export const MAILS_TO_ONE_ADDRESS = {
  passwordReset: mailRules('password-reset'),
  verification: mailRules('verification'),
  invitation: mailRules('invitation'),
  /** The staff's replies to one visitor's messages (docs/decisions/0057). */
  leadReply: mailRules('lead-reply'),
  /** Codes to accept an advisory matter's engagement letter (docs/decisions/0086). */
  engagementCode: mailRules('engagement-code'),
} as const;
export type MailToAddressKind = keyof typeof MAILS_TO_ONE_ADDRESS;
export const TOO_MANY_MAILS_MESSAGE = 'We have already sent several e-mails to this address.';

/** Per signed-in administrator: the e-mails their actions send (invitations, reset links). */
export const USER_LIMITS = {
  adminMail: { name: 'user:admin-mail', max: 100, windowMs: HOUR },
  /** Codes given on the profile to confirm, renew recovery codes or turn two-step sign-in off. */
  twoFactorCode: { name: 'user:two-factor-code', max: 10, windowMs: 15 * MINUTE },
  /** Messages about one matter, each mailed to the other side (docs/decisions/0086). */
  matterMessage: { name: 'user:matter-message', max: 20, windowMs: HOUR },
  /** Challenges for adding a passkey from the profile. */
  passkeyChallenge: { name: 'user:passkey-challenge', max: 30, windowMs: HOUR },
} as const satisfies Record<string, LimitRule>;

/** Per secret in an address: a calendar application asks for its feed every few minutes at most. */
export const TOKEN_LIMITS = {
  calendarFeed: { name: 'token:calendar-feed', max: 60, windowMs: HOUR },
} as const satisfies Record<string, LimitRule>;

/** Per account e-mail and address: 10 failed sign-ins in 15 minutes lock that pair for 15. */
export const FAILED_SIGN_IN = { max: 10, windowMs: 15 * MINUTE, coolDownMs: 15 * MINUTE } as const;

/**
 * Per account e-mail, from any address: from the 20th failed sign-in in an hour, each failure
 * locks the account's sign-ins, for 1 minute, then 2, 4, 8 and at most 15, so guessing from many
 * addresses stays slow while the owner is never kept out for long. The doubling is remembered for
 * a day; a password reset through the e-mailed link lifts the lock at once.
 */
export const ACCOUNT_SIGN_IN_LOCK = {
  after: 20,
  windowMs: HOUR,
  firstLockMs: MINUTE,
  maxLockMs: 15 * MINUTE,
  levelWindowMs: 24 * HOUR,
} as const;

/**
 * No counter lasts longer: one whose window began this long ago counts nothing any more, and its
 * next hit starts it afresh, so the clean-up may delete it.
 */
export const LONGEST_WINDOW_MS = Math.max(
  ...[
    ...Object.values(IP_LIMITS),
    ...Object.values(MAILS_TO_ONE_ADDRESS).flat(),
    ...Object.values(USER_LIMITS),
    ...Object.values(TOKEN_LIMITS),
  ].map((rule) => rule.windowMs),
  FAILED_SIGN_IN.windowMs,
  FAILED_SIGN_IN.coolDownMs,
  ACCOUNT_SIGN_IN_LOCK.windowMs,
  ACCOUNT_SIGN_IN_LOCK.maxLockMs,
  ACCOUNT_SIGN_IN_LOCK.levelWindowMs,
);

/** How long the account is locked after its `level`-th lock (1, 2, 3…) of the day. */
export function accountLockMs(level: number): number {
  const doubled = ACCOUNT_SIGN_IN_LOCK.firstLockMs * 2 ** Math.min(Math.max(level - 1, 0), 10);
  return Math.min(doubled, ACCOUNT_SIGN_IN_LOCK.maxLockMs);
}

export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export function rateLimited(retryInMs: number, what = 'Too many attempts.'): HttpError {
  return new HttpError(
    429,
    ERROR_CODES.rateLimited,
    `${what} Please try again in ${waitText(retryInMs)}.`,
    undefined,
    { 'retry-after': String(Math.max(1, Math.ceil(retryInMs / 1000))) },
  );
}

/** The store's keys for one account's sign-in failures; the same for addresses with no account. */
function accountKeys(email: string) {
  return {
    failures: `fail:sign-in-account:${email}`,
    level: `level:sign-in-account:${email}`,
    lock: `lock:sign-in-account:${email}`,
  };
}

const LOCKED_MESSAGE = 'Too many failed sign-ins for this account.';

export function createLimiter(store: RateLimitStore, now: () => Date) {
  /** Counts one request against the rule for this key; throws 429 past the limit. */
  async function consume(rule: LimitRule, key: string, what?: string): Promise<void> {
    const at = now();
    const hit = await store.hit(`${rule.name}:${key}`, rule.windowMs, at);
    if (hit.count > rule.max) throw rateLimited(hit.resetAt.getTime() - at.getTime(), what);
  }

  return {
    store,
    consume,

    /** Counts one mail of this kind to the address; throws 429 past its hourly or daily limit. */
    async consumeMailTo(kind: MailToAddressKind, email: string): Promise<void> {
      for (const rule of MAILS_TO_ONE_ADDRESS[kind]) {
        await consume(rule, email.toLowerCase(), TOO_MANY_MAILS_MESSAGE);
      }
    },

    /** Throws 429 while the e-mail and address pair, or the account itself, is locked. */
    async assertSignInAllowed(email: string, ip: string): Promise<void> {
      const at = now();
      const lock = await store.peek(`lock:sign-in:${email}|${ip}`, FAILED_SIGN_IN.coolDownMs, at);
      if (lock.count > 0) throw rateLimited(lock.resetAt.getTime() - at.getTime(), LOCKED_MESSAGE);
      const keys = accountKeys(email);
      const level = await store.peek(keys.level, ACCOUNT_SIGN_IN_LOCK.levelWindowMs, at);
      if (level.count === 0) return;
      const accountLock = await store.peek(keys.lock, accountLockMs(level.count), at);
      if (accountLock.count > 0) {
        throw rateLimited(accountLock.resetAt.getTime() - at.getTime(), LOCKED_MESSAGE);
      }
    },

    async recordFailedSignIn(email: string, ip: string): Promise<void> {
      const at = now();
      const failures = await store.hit(`fail:sign-in:${email}|${ip}`, FAILED_SIGN_IN.windowMs, at);
      if (failures.count >= FAILED_SIGN_IN.max) {
        await store.reset(`fail:sign-in:${email}|${ip}`);
        await store.hit(`lock:sign-in:${email}|${ip}`, FAILED_SIGN_IN.coolDownMs, at);
      }
      const keys = accountKeys(email);
      const accountFailures = await store.hit(keys.failures, ACCOUNT_SIGN_IN_LOCK.windowMs, at);
      if (accountFailures.count >= ACCOUNT_SIGN_IN_LOCK.after) {
        const level = await store.hit(keys.level, ACCOUNT_SIGN_IN_LOCK.levelWindowMs, at);
        // A fresh key, so the lock's window is this lock's length from now.
        await store.reset(keys.lock);
        await store.hit(keys.lock, accountLockMs(level.count), at);
      }
    },

    /** The owner proved the address by resetting the password: the account's lock ends. */
    async liftAccountSignInLock(email: string): Promise<void> {
      const keys = accountKeys(email);
      for (const key of Object.values(keys)) await store.reset(key);
    },

    async clearFailedSignIns(email: string, ip: string): Promise<void> {
      await store.reset(`fail:sign-in:${email}|${ip}`);
    },
  };
}

export type Limiter = ReturnType<typeof createLimiter>;
