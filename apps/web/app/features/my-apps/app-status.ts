import { formatIndianDate } from '@prakar/shared/dates';
import type { MyApp } from '@prakar/shared/subscriptions';
import { daysLeftText } from '#app/lib/subscription-text.ts';

/** What an app's card offers: open it, go and buy or renew it, or whom to ask. */
export type AppAction =
  | { kind: 'launch'; href: string }
  | { kind: 'buy' | 'renew'; to: string }
  | { kind: 'ask'; verb: 'buy' | 'renew' }
  | { kind: 'none' };

/** "Active until 22 November 2027 · 364 days left", "Expired on 31 May 2025", "No subscription". */
export function subscriptionStatusText(subscription: MyApp['subscription']): string {
  if (!subscription) return 'No subscription';
  if (subscription.status === 'expired')
    return `Expired on ${formatIndianDate(subscription.endsOn)}`;
  return `Active until ${formatIndianDate(subscription.endsOn)} · ${daysLeftText(subscription.daysLeft)}`;
}

/**
 * The server says where Launch goes only when the subscription is active and the user allowed.
 * Otherwise buying (or renewing) happens on the product page's plans, for those with the power
 * to purchase; the others are told to ask their administrator.
 */
export function appAction(app: MyApp): AppAction {
  if (app.launchUrl) return { kind: 'launch', href: app.launchUrl };
  if (app.subscription?.status === 'active') return { kind: 'none' };
  const verb = app.subscription ? 'renew' : 'buy';
  return app.canPurchase ? { kind: verb, to: `${app.route}#plans` } : { kind: 'ask', verb };
}
