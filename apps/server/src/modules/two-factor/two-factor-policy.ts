import { passkeysApi } from '@prakar/shared/api/passkeys';
import { twoFactorApi } from '@prakar/shared/api/two-factor';
import { ERROR_CODES } from '@prakar/shared/api-error';
import {
  policyCovers,
  type SecondStepMethod,
  type TwoFactorPolicy,
} from '@prakar/shared/two-factor';
import { eq } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '#src/db/client.ts';
import { organisations } from '#src/db/schema.ts';
import { HttpError } from '#src/http-error.ts';
import type { UserRow } from '#src/modules/accounts/account-records.ts';
import { type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import { secondStepMethodsOf } from './second-step-methods.ts';

/** What a caller the policy holds back may still reach: the set-up itself (and sign-in/out). */
const SET_UP_ENDPOINTS = new Set(
  [
    twoFactorApi.status,
    twoFactorApi.setUp,
    twoFactorApi.confirm,
    passkeysApi.registrationOptions,
    passkeysApi.add,
  ].map((endpoint) => `${endpoint.method} /api${endpoint.path}`),
);

export const OWN_FIRST_MESSAGE =
  'Please turn on two-step sign-in for yourself first: the policy would cover you too.';

/** Why the last second step may not go while the policy covers its user. */
export const LAST_SECOND_STEP_MESSAGES: Record<SecondStepMethod, string> = {
  app: 'Your organisation requires two-step sign-in: please add a passkey before you turn off your authenticator app.',
  passkey:
    'Your organisation requires two-step sign-in, and this is your last passkey: please set up an authenticator app or add another passkey before you remove it.',
};

export function isSetUpEndpoint(method: string, routeUrl: string | undefined): boolean {
  return SET_UP_ENDPOINTS.has(`${method} ${routeUrl}`);
}

export interface TwoFactorPolicyDeps {
  db: Database;
  now: () => Date;
}

/**
 * An organisation's rule for who must use two-step sign-in, and the check every signed-in
 * request passes: a caller the rule covers, whose session was not proven with a second factor
 * and who has no two-step sign-in, may only set it up (docs/decisions/0088).
 */
export function createTwoFactorPolicy({ db, now }: TwoFactorPolicyDeps) {
  // None of the second steps (authenticator app, passkey) means not set up.
  const isOn = async (userId: number) => (await secondStepMethodsOf(db, userId)).length > 0;
  const policyIn = async (executor: Executor, organisationId: string) => {
    const [row] = await executor
      .select({ policy: organisations.twoFactorRequired })
      .from(organisations)
      .where(eq(organisations.id, organisationId));
    return { policy: row?.policy ?? 'nobody' };
  };
  return {
    policy(organisationId: string): Promise<{ policy: TwoFactorPolicy }> {
      return policyIn(db, organisationId);
    },

    /** A policy that would cover the administrator needs theirs on first, so they are not shut out. */
    async setPolicy(admin: UserRow, policy: TwoFactorPolicy, origin: RequestOrigin) {
      if (policyCovers(policy, admin.role) && !(await isOn(admin.id))) {
        throw new HttpError(409, ERROR_CODES.conflict, OWN_FIRST_MESSAGE, {
          policy: OWN_FIRST_MESSAGE,
        });
      }
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ policy: organisations.twoFactorRequired })
          .from(organisations)
          .where(eq(organisations.id, admin.organisationId))
          .for('update');
        if (before?.policy === policy) return;
        await tx
          .update(organisations)
          .set({ twoFactorRequired: policy })
          .where(eq(organisations.id, admin.organisationId));
        await recordAudit(tx, now(), origin, {
          action: 'two_factor_policy_changed',
          actorUserId: admin.id,
          organisationId: admin.organisationId,
          targetType: 'organisation',
          targetId: admin.organisationId,
          before: { policy: before?.policy },
          after: { policy },
        });
      });
      return { policy };
    },

    /** Whether this caller must set two-step sign-in up before anything else. */
    async setUpRequired(current: CurrentUser): Promise<boolean> {
      if (!policyCovers(current.organisation.twoFactorRequired, current.account.role)) return false;
      if (current.session?.secondFactor) return false;
      return !(await isOn(current.account.id));
    },

    /** Whether the policy (or the user's staff role) requires the user's two-step sign-in. */
    async covers(executor: Executor, user: UserRow): Promise<boolean> {
      return policyCovers((await policyIn(executor, user.organisationId)).policy, user.role);
    },

    /**
     * Refuses taking away the user's last second step while the policy covers them. Asked in
     * the removing transaction, after `holdSecondSteps`, so that check and removal are one.
     */
    async assertNotLast(tx: Transaction, user: UserRow, method: SecondStepMethod): Promise<void> {
      if (!(await this.covers(tx, user))) return;
      if ((await secondStepMethodsOf(tx, user.id)).some((other) => other !== method)) return;
      throw new HttpError(409, ERROR_CODES.conflict, LAST_SECOND_STEP_MESSAGES[method]);
    },
  };
}

export type TwoFactorPolicyService = ReturnType<typeof createTwoFactorPolicy>;
