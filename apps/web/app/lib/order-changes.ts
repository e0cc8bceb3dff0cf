/**
 * The resources an order changes when it is placed or paid: the order itself, the cart it was
 * bought from, the transactions list and the subscriptions it buys. Their cached answers are
 * refreshed then.
 */
export const ORDER_CHANGES = ['orders', 'cart', 'transactions', 'subscriptions'] as const;
