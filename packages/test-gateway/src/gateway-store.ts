import { randomBytes } from 'node:crypto';
import { createGatewaySchema } from './gateway-schema.ts';
import type { GatewaySql } from './gateway-sql.ts';
import { createGatewayState, type GatewayState } from './gateway-state.ts';
import { newId } from './ids.ts';

/** What the merchant configures for Razorpay: the API key pair and the webhook secret. */
export interface GatewayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** The gateway's records and its one merchant account, as every process on the database sees them. */
export interface GatewayStore {
  keys: GatewayKeys;
  /** The merchant account every event names, as in every event Razorpay sends. */
  accountId: string;
  state: GatewayState;
}

const randomKey = (bytes: number) => randomBytes(bytes).toString('base64url');

/** Keys shaped like Razorpay test-mode ones, so the product's checks take them as such. */
export function randomKeys(): GatewayKeys {
  return {
    keyId: `rzp_test_${randomKey(10).replace(/[-_]/g, 'x')}`,
    keySecret: randomKey(24),
    webhookSecret: randomKey(24),
  };
}

/**
 * Opens the gateway on the host's database, creating its tables on first use. The first process
 * to open it stores `newKeys()`; every other process, and every restart, reads those back, so
 * signatures one process makes verify in all of them.
 */
export async function openGatewayStore(
  sql: GatewaySql,
  newKeys: () => GatewayKeys = randomKeys,
): Promise<GatewayStore> {
  const row = await sql.transaction(async (query) => {
    await createGatewaySchema(query);
    const keys = newKeys();
    await query(
      `INSERT INTO test_gateway.account (account_id, key_id, key_secret, webhook_secret)
       VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [newId('acc'), keys.keyId, keys.keySecret, keys.webhookSecret],
    );
    const [stored] = await query(
      'SELECT account_id, key_id, key_secret, webhook_secret FROM test_gateway.account',
    );
    return stored;
  });
  if (!row) throw new Error('The test gateway could not store its keys.');
  return {
    keys: {
      keyId: String(row.key_id),
      keySecret: String(row.key_secret),
      webhookSecret: String(row.webhook_secret),
    },
    accountId: String(row.account_id),
    state: createGatewayState(sql),
  };
}
