import type { GatewayQuery } from './gateway-sql.ts';

/**
 * Any number works, as long as every process opening the gateway uses the same one (and it is
 * not the product's migration lock).
 */
const SCHEMA_LOCK_KEY = 7_201_982;

/**
 * The gateway's tables, in a schema of their own so the product's migrations never see them.
 * Razorpay-shaped records are kept whole as jsonb, beside the columns they are looked up by;
 * `position` keeps the order things were written in.
 */
const STATEMENTS = [
  'CREATE SCHEMA IF NOT EXISTS test_gateway',
  `CREATE TABLE IF NOT EXISTS test_gateway.account (
    only_one boolean PRIMARY KEY DEFAULT true CHECK (only_one),
    account_id text NOT NULL,
    key_id text NOT NULL,
    key_secret text NOT NULL,
    webhook_secret text NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS test_gateway.orders (
    id text PRIMARY KEY,
    body jsonb NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS test_gateway.payments (
    id text PRIMARY KEY,
    order_id text NOT NULL REFERENCES test_gateway.orders (id),
    position bigint GENERATED ALWAYS AS IDENTITY,
    body jsonb NOT NULL
  )`,
  'CREATE INDEX IF NOT EXISTS payments_of_order ON test_gateway.payments (order_id, position)',
  `CREATE TABLE IF NOT EXISTS test_gateway.refunds (
    id text PRIMARY KEY,
    payment_id text NOT NULL REFERENCES test_gateway.payments (id),
    position bigint GENERATED ALWAYS AS IDENTITY,
    body jsonb NOT NULL
  )`,
  'CREATE INDEX IF NOT EXISTS refunds_of_payment ON test_gateway.refunds (payment_id, position)',
  `CREATE TABLE IF NOT EXISTS test_gateway.checkouts (
    id text PRIMARY KEY,
    position bigint GENERATED ALWAYS AS IDENTITY,
    body jsonb NOT NULL
  )`,
];

/**
 * Creates whatever is missing. Processes starting at once take turns on an advisory lock: two
 * `CREATE … IF NOT EXISTS` running side by side can still collide in PostgreSQL's catalogue.
 */
export async function createGatewaySchema(query: GatewayQuery): Promise<void> {
  await query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
  for (const statement of STATEMENTS) await query(statement);
}
