import type { Database } from '#src/db/client.ts';
import { textSql } from '#src/db/text-sql.ts';

/**
 * The built-in test gateway, opened on this server's database, where it keeps its records and
 * keys: every instance on the database, and a restarted one, takes the same payments and signs
 * with the same keys. A test double, loaded only when it is used: a server with Razorpay keys
 * never reads its code.
 */
export async function openBuiltInGateway(db: Database) {
  // biome-ignore lint/style/noRestrictedImports: the one place the double is loaded, and only without keys.
  const { openGatewayStore, testGatewayRoutes } = await import('@prakar/test-gateway');
  return { store: await openGatewayStore(textSql(db)), routes: testGatewayRoutes };
}
