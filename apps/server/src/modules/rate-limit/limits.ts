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
} as const satisfies Record<string, LimitRule>;

/** Per signed-in administrator: the e-mails their actions send (invitations, reset links). */
export const USER_LIMITS = {
  adminMail: { name: 'user:admin-mail', max: 100, windowMs: HOUR },
} as const satisfies Record<string, LimitRule>;

/** Per account e-mail and address: 10 failed sign-ins in 15 minutes lock that pair for 15. */
export const FAILED_SIGN_IN = { max: 10, windowMs: 15 * MINUTE, coolDownMs: 15 * MINUTE } as const;

export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export function rateLimited(retryInMs: number, what = 'Too many attempts.'): HttpError {
  return new HttpError(
    429,
    ERROR_CODES.rateLimited,
    `${what} Please try again in ${waitText(retryInMs)}.`,
  );
}

export function createLimiter(store: RateLimitStore, now: () => Date) {
  return {
    store,
    /** Counts one request against the rule for this key; throws 429 past the limit. */
    async consume(rule: LimitRule, key: string): Promise<void> {
      const at = now();
      const hit = await store.hit(`${rule.name}:${key}`, rule.windowMs, at);
      if (hit.count > rule.max) throw rateLimited(hit.resetAt.getTime() - at.getTime());
    },

    /** Throws 429 while the e-mail and address pair is cooling down. */
    async assertSignInAllowed(email: string, ip: string): Promise<void> {
      const at = now();
      const lock = await store.peek(`lock:sign-in:${email}|${ip}`, FAILED_SIGN_IN.coolDownMs, at);
      if (lock.count > 0) {
        throw rateLimited(
          lock.resetAt.getTime() - at.getTime(),
          'Too many failed sign-ins for this account.',
        );
      }
    },

    async recordFailedSignIn(email: string, ip: string): Promise<void> {
      const at = now();
      const failures = await store.hit(`fail:sign-in:${email}|${ip}`, FAILED_SIGN_IN.windowMs, at);
      if (failures.count >= FAILED_SIGN_IN.max) {
        await store.reset(`fail:sign-in:${email}|${ip}`);
        await store.hit(`lock:sign-in:${email}|${ip}`, FAILED_SIGN_IN.coolDownMs, at);
      }
    },

    async clearFailedSignIns(email: string, ip: string): Promise<void> {
      await store.reset(`fail:sign-in:${email}|${ip}`);
    },
  };
}

export type Limiter = ReturnType<typeof createLimiter>;
