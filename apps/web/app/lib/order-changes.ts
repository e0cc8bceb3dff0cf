/**
 * The resources an order changes when it is placed, cancelled or paid: the order itself, the cart
 * it was bought from (which paying empties of its plans), the transactions list and the
 * subscriptions it buys. Their cached answers are refreshed then.
 */
export const ORDER_CHANGES = ['orders', 'cart', 'transactions', 'subscriptions'] as const;
