import type { PublicRoute } from '@prakar/shared/routes';

/**
 * Public pages whose content only the running app can draw (the visitor's apps, cart, checkout,
 * payment): they start the app at once. Every other pre-rendered page starts it when the visitor
 * needs it (`deferred-start.ts`, ADR 0050).
 */
export const pagesDrawnByTheApp: readonly PublicRoute[] = [
  'product-dashboard',
  'add-cart',
  'checkout',
  'payment-request',
];
