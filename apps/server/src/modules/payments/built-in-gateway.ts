import type { Database, Executor } from '#src/db/client.ts';
import { queryOn, textSql } from '#src/db/text-sql.ts';

/** The double, imported only when it is used: a server with Razorpay keys never reads its code. */
// biome-ignore lint/style/noRestrictedImports: the one place the double is loaded, and only without keys.
const loadTestGateway = () => import('@prakar/test-gateway');

/**
 * The built-in test gateway, opened on this server's database, where it keeps its records and
 * keys: every instance on the database, and a restarted one, takes the same payments and signs
 * with the same keys. A test double, loaded only when it is used.
 */
export async function openBuiltInGateway(db: Database) {
  const { openGatewayStore, testGatewayRoutes } = await loadTestGateway();
  return { store: await openGatewayStore(textSql(db)), routes: testGatewayRoutes };
}

export type PastGatewayPayment = import('@prakar/test-gateway').PastPayment;

/**
 * Tells the built-in gateway on this database about payments it did not take itself (the demo
 * data's), so it can refund them as its own; in the caller's transaction.
 */
export async function recordAtBuiltInGateway(
  executor: Executor,
  payments: readonly PastGatewayPayment[],
): Promise<void> {
  const { recordPastPayments } = await loadTestGateway();
  await recordPastPayments(queryOn(executor), payments);
}
