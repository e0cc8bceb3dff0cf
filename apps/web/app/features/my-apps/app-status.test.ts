import type { MyApp } from '@prakar/shared/subscriptions';
import { describe, expect, it } from 'vitest';
import { activeSubscription as active } from '#tests/component/subscription-data.ts';
import { appAction, subscriptionStatusText } from './app-status';

const app = (changes: Partial<MyApp>): MyApp => ({
  code: 'EPOI',
  name: 'E-POI',
  route: '/E-poi',
  allowed: true,
  subscription: null,
  launchUrl: null,
  canPurchase: true,
  ...changes,
});
const expired = { ...active, endsOn: '2025-05-31', status: 'expired', daysLeft: 0 } as const;

describe('subscriptionStatusText', () => {
  it('says until when, for how long, or since when', () => {
    expect(subscriptionStatusText(active)).toBe('Active until 22 November 2027 · 364 days left');
    expect(subscriptionStatusText(expired)).toBe('Expired on 31 May 2025');
    expect(subscriptionStatusText(null)).toBe('No subscription');
  });
});

describe('appAction', () => {
  it('launches only where the server gave an address', () => {
    const launchUrl = 'https://epoi.prakar.in/';
    expect(appAction(app({ subscription: active, launchUrl }))).toEqual({
      kind: 'launch',
      href: launchUrl,
    });
    expect(appAction(app({ subscription: active }))).toEqual({ kind: 'none' });
  });

  it('sends buyers to the product’s plans: to buy, or to renew once it has run out', () => {
    expect(appAction(app({}))).toEqual({ kind: 'buy', to: '/E-poi#plans' });
    expect(appAction(app({ subscription: expired }))).toEqual({
      kind: 'renew',
      to: '/E-poi#plans',
    });
  });

  it('tells everyone else to ask their administrator', () => {
    expect(appAction(app({ canPurchase: false }))).toEqual({ kind: 'ask', verb: 'buy' });
    expect(appAction(app({ canPurchase: false, subscription: expired }))).toEqual({
      kind: 'ask',
      verb: 'renew',
    });
  });
});
