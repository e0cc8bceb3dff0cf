import type { AuditAction } from '@prakar/shared/audit';
import { AUDIT_ACTION_LABELS } from '@prakar/shared/audit';
import {
  SECURITY_ACTIVITY_DAYS,
  SECURITY_ACTIVITY_LIMIT,
  type SecurityActivity,
} from '@prakar/shared/security-activity';
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { auditEvents } from '#src/db/schema.ts';
import { deviceLabel } from '#src/modules/sessions/device-label.ts';
import { hashSecretToken } from '#src/modules/sessions/secret-token.ts';
import type { PlaceFinder } from './approximate-place.ts';
import { createKnownBrowsersRepository } from './known-browsers-repository.ts';

/** The events of the audit trail an account's owner sees as their own security history. */
export const SECURITY_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'password_changed',
  'password_reset',
  'two_factor_enabled',
  'two_factor_disabled',
  'recovery_codes_regenerated',
  'session_revoked',
  'access_token_created',
  'access_token_revoked',
  'passkey_added',
  'passkey_renamed',
  'passkey_removed',
] as const satisfies readonly AuditAction[];

const DAY_MS = 24 * 3_600_000;

interface SecurityActivityDeps {
  db: Database;
  now: () => Date;
  placeOf: PlaceFinder;
}

/**
 * A user's own sign-ins and security events of the last year, read from the audit trail (which
 * is never cleaned), and the browsers they have signed in from.
 */
export function createSecurityActivity({ db, now, placeOf }: SecurityActivityDeps) {
  return async function activityOf(
    userId: number,
    browserId: string | undefined,
  ): Promise<SecurityActivity> {
    const since = new Date(now().getTime() - SECURITY_ACTIVITY_DAYS * DAY_MS);
    const [events, browsers] = await Promise.all([
      db
        .select({
          id: auditEvents.id,
          at: auditEvents.at,
          action: auditEvents.action,
          ip: auditEvents.ip,
          userAgent: auditEvents.userAgent,
        })
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.actorUserId, userId),
            gte(auditEvents.at, since),
            inArray(auditEvents.action, SECURITY_ACTIONS),
          ),
        )
        .orderBy(desc(auditEvents.at))
        .limit(SECURITY_ACTIVITY_LIMIT),
      createKnownBrowsersRepository(db).ofUser(userId),
    ]);
    const thisBrowser = browserId ? hashSecretToken(browserId) : undefined;
    return {
      events: await Promise.all(
        events.map(async (event) => ({
          id: event.id,
          at: event.at.toISOString(),
          what: AUDIT_ACTION_LABELS[event.action as AuditAction],
          browser: deviceLabel(event.userAgent),
          ip: event.ip,
          place: (await placeOf(event.ip)) ?? null,
        })),
      ),
      browsers: await Promise.all(
        browsers.map(async (browser) => ({
          browser: browser.label,
          place: (await placeOf(browser.ip)) ?? null,
          firstSeenAt: browser.firstSeenAt.toISOString(),
          lastSeenAt: browser.lastSeenAt.toISOString(),
          current: browser.browserHash === thisBrowser,
        })),
      ),
    };
  };
}

export type SecurityActivityReader = ReturnType<typeof createSecurityActivity>;
