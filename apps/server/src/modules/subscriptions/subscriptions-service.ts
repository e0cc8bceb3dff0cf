import { ERROR_CODES } from '@prakar/shared/api-error';
import { istDay } from '@prakar/shared/ist-calendar';
import type { AppCode } from '@prakar/shared/permissions';
import type { MyApps, SubscriptionList } from '@prakar/shared/subscriptions';
import type { Database } from '#src/db/client.ts';
import { HttpError } from '#src/http-error.ts';
import { appsOf, hasPermission, organisationScope } from '#src/modules/access/access-rules.ts';
import { catalogueRecords } from '#src/modules/catalogue/catalogue-records.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import { toSubscription } from './subscription-view.ts';
import { createSubscriptionsRepository } from './subscriptions-repository.ts';

/** My Subscription and My Apps: what each organisation has bought, and what a user may open. */
export function createSubscriptionsService(deps: {
  db: Database;
  now: () => Date;
  appUrls: Record<AppCode, string>;
}) {
  const { db, now } = deps;

  /**
   * Every product with the organisation's subscription to it. Launch is offered only when the
   * subscription is live and access control lets this user open the app.
   */
  async function myApps(current: Pick<CurrentUser, 'account' | 'access'>): Promise<MyApps> {
    const today = istDay(now());
    const [products, rows] = await Promise.all([
      catalogueRecords(db).listProducts(),
      createSubscriptionsRepository(db).list(current.account.organisationId),
    ]);
    const allowedApps = new Set<string>(appsOf(current));
    const canPurchase = hasPermission(current, 'purchase:org');
    return {
      apps: products.map((product) => {
        const row = rows.find((candidate) => candidate.subscription.productCode === product.code);
        const subscription = row ? toSubscription(row, today) : null;
        const allowed = allowedApps.has(product.code);
        const code = product.code as AppCode;
        return {
          code,
          name: product.name,
          route: product.route,
          allowed,
          subscription: subscription && {
            planCode: subscription.planCode,
            planName: subscription.planName,
            endsOn: subscription.endsOn,
            status: subscription.status,
            daysLeft: subscription.daysLeft,
          },
          launchUrl: allowed && subscription?.status === 'active' ? deps.appUrls[code] : null,
          canPurchase,
        };
      }),
    };
  }

  return {
    myApps,

    async list(
      current: CurrentUser,
      organisationId: string | undefined,
    ): Promise<SubscriptionList> {
      const today = istDay(now());
      const rows = await createSubscriptionsRepository(db).list(
        organisationScope(current, organisationId),
      );
      return { subscriptions: rows.map((row) => toSubscription(row, today)) };
    },

    /**
     * Where Launch goes, decided now rather than when My Apps was drawn: an administrator may
     * have taken the app away, or the subscription may have ended, since the page loaded.
     */
    async launch(current: CurrentUser, code: AppCode): Promise<{ url: string }> {
      const app = (await myApps(current)).apps.find((candidate) => candidate.code === code);
      if (!app?.allowed) {
        throw new HttpError(
          403,
          ERROR_CODES.forbidden,
          `Your organisation’s administrator has not given you access to ${app?.name ?? 'this app'}.`,
        );
      }
      if (!app.launchUrl) {
        throw new HttpError(
          409,
          ERROR_CODES.conflict,
          `Your organisation has no active subscription to ${app.name}.`,
        );
      }
      return { url: app.launchUrl };
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
