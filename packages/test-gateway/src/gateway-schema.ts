import type { GatewayQuery } from './gateway-sql.ts';

/**
 * Any number works, as long as every process opening the gateway uses the same one (and it is
 * not the product's migration lock).
 */
const SCHEMA_LOCK_KEY = 7_201_982;

/** A table of records that belong to a parent's, with an index to read one parent's in order. */
function recordsOf(table: string, parentColumn: string, parentTable: string): string[] {
  return [
    `CREATE TABLE IF NOT EXISTS test_gateway.${table} (
    id text PRIMARY KEY,
    ${parentColumn} text NOT NULL REFERENCES test_gateway.${parentTable} (id),
    position bigint GENERATED ALWAYS AS IDENTITY,
    body jsonb NOT NULL
  )`,
    `CREATE INDEX IF NOT EXISTS ${table}_of_${parentColumn.replace(/_id$/, '')} ON test_gateway.${table} (${parentColumn}, position)`,
  ];
}

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
  ...recordsOf('payments', 'order_id', 'orders'),
  ...recordsOf('refunds', 'payment_id', 'payments'),
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
