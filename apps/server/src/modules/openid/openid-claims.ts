import type { Database } from '#src/db/client.ts';
import type { AccessService } from '#src/modules/access/access-service.ts';
import { accountRecords } from '#src/modules/accounts/account-records.ts';
import type { SubscriptionsService } from '#src/modules/subscriptions/subscriptions-service.ts';

/** Which claims each scope gives an app; `organisation` is the firm's own. */
export const SCOPE_CLAIMS = {
  openid: ['sub'],
  profile: ['name'],
  email: ['email', 'email_verified'],
  organisation: ['organisation', 'role', 'apps'],
};

export const SCOPES = Object.keys(SCOPE_CLAIMS);

/**
 * What an app is told about a portal user: who they are, their organisation and role, and each
 * app they may use with their organisation's subscription to it (from access control and
 * subscriptions, as My Apps shows them). Undefined for a user who may no longer sign in.
 */
export async function portalClaims(
  deps: { db: Database; access: AccessService; subscriptions: SubscriptionsService },
  sub: string,
) {
  const id = Number(sub);
  if (!Number.isSafeInteger(id)) return undefined;
  const found = await accountRecords(deps.db).findUserById(id);
  if (found?.user.status !== 'active') return undefined;
  const { user, organisation } = found;
  const access = await deps.access.overridesOf(user.id);
  const { apps } = await deps.subscriptions.myApps({ account: user, access });
  return {
    sub,
    name: user.name,
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
    organisation: { id: organisation.id, name: organisation.name },
    role: user.role,
    apps: apps
      .filter((app) => app.allowed)
      .map((app) => ({
        code: app.code,
        name: app.name,
        subscription: app.subscription
          ? {
              status: app.subscription.status,
              plan: app.subscription.planName,
              endsOn: app.subscription.endsOn,
            }
          : { status: 'none' as const },
      })),
  };
}
