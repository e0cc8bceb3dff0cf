import { financialYearOf } from '@prakar/shared/ist-calendar';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { DEFAULT_ORDER_EXPIRY_DAYS } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import {
  auditEvents,
  orderLines,
  orders,
  organisations,
  payments,
  userAccess,
  users,
} from '#src/db/schema.ts';
import { seedCatalogue } from '#src/db/seed.ts';
import { rowsOf } from '#src/db/text-sql.ts';
import { DEMO_PASSWORD } from '#src/demo-data/demo-data.ts';
import { orderTimes, planDemoOrders } from '#src/demo-data/demo-orders.ts';
import { fitTrail } from '#src/demo-data/demo-trail.ts';
import {
  auditOf,
  type DemoUser,
  demoUserOf,
  drafts,
  userRowOf,
} from '#src/demo-data/demo-users.ts';
import { createRandom } from '#src/demo-data/random.ts';
import { DAY_MS, later } from '#src/demo-data/timeline.ts';
import { argon2Hasher } from '#src/modules/accounts/password-hasher.ts';
import { storedDocument } from '#src/modules/billing-documents/invoice-document.ts';
import { catalogueRecords } from '#src/modules/catalogue/catalogue-records.ts';
import { invoiceDocument } from '#src/modules/invoices/issue-invoice.ts';
import type { OrderLineRow, OrderRow } from '#src/modules/orders/order-records.ts';
import { type CopyInto, copyInto, copyTarget } from './copy-rows.ts';
import { buildIndexes, dropDeferredIndexes } from './deferred-indexes.ts';
import { platformOrganisation } from './platform-organisations.ts';
import { apportion, organisationSizes, weightedIndex } from './platform-shape.ts';

export interface PlatformOptions {
  organisations: number;
  users: number;
  orders: number;
  auditEvents: number;
  /** The end of the history: nothing is dated after it. */
  now: Date;
  seed?: number;
  years?: number;
  /** Told as each step ends, with the seconds since the previous one. */
  onStep?: (step: string, seconds: number) => void;
}

export interface PlatformCounts {
  organisations: number;
  users: number;
  accessOverrides: number;
  orders: number;
  orderLines: number;
  payments: number;
  invoices: number;
  auditEvents: number;
}

/** Why the platform set was not made, in words a person can act on. */
export class PlatformRefused extends Error {
  override name = 'PlatformRefused';
}

/** Events a user and an order leave in the trail on average, as demo-users and demo-orders make them. */
const EVENTS_PER_USER = 4.2;
const EVENTS_PER_ORDER = 2;
const DEFAULT_SEED = 2026;
const DEFAULT_YEARS = 4;
const LOADED_TABLES = [
  'organisations',
  'users',
  'user_access',
  'audit_events',
  'orders',
  'order_lines',
  'payments',
  'invoices',
];

/** The PostgreSQL the set is copied into: the embedded database has no COPY from a client. */
export function platformDatabaseUrl(config: { databaseUrl?: string | undefined }): string {
  const url = config.databaseUrl;
  if (!url?.startsWith('postgres')) {
    throw new PlatformRefused(
      'The platform set is written by COPY over PostgreSQL connections: set DATABASE_URL=postgres://… (the embedded database cannot take it).',
    );
  }
  return url;
}

async function connect(connectionString: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  // The rows are made consistent here; checking every foreign key row by row would double the load.
  await client.query('set session_replication_role = replica').catch(() => undefined);
  // Full pages written to the WAL (the first change to a page after each checkpoint, every page
  // of an index built) are most of its volume during the load; lz4 shrinks them for little CPU.
  await client.query('set wal_compression = lz4').catch(() => undefined);
  await client.query(`set synchronous_commit = off`);
  return client;
}

async function refuseUnlessFresh(db: Database, options: PlatformOptions): Promise<void> {
  if (options.users < options.organisations || options.auditEvents < options.organisations) {
    throw new PlatformRefused('Every organisation needs a user and an event of its own.');
  }
  const [issued] = await rowsOf<{ any: boolean }>(
    db,
    sql`select exists (select 1 from invoice_sequences) or exists (select 1 from invoices) as any`,
  );
  if (issued?.any) {
    throw new PlatformRefused(
      'The platform set numbers its invoices from 1 in every financial year, so it needs a database that has issued none yet (createdb a new one).',
    );
  }
}

/**
 * The whole platform of a firm grown large, written by COPY on a connection per table: the
 * organisations (skewed in size, most a few hundred users), their users with the demo's roles,
 * statuses and access overrides, orders over the years with their lines and payments, a GST
 * invoice for every paid one numbered without gaps per financial year in the order they were
 * paid, and an audit trail of the demo's kinds, `auditEvents` in all. PostgreSQL only; the
 * database must have issued no invoice. Secondary indexes are dropped for the load and built
 * again after it, even when it fails. Then VACUUM ANALYZE, as autovacuum would.
 */
export async function seedPlatform(
  db: Database,
  connectionString: string,
  options: PlatformOptions,
): Promise<PlatformCounts> {
  await refuseUnlessFresh(db, options);
  let since = performance.now();
  const phase = (step: string) => {
    options.onStep?.(step, (performance.now() - since) / 1000);
    since = performance.now();
  };
  await seedCatalogue(db);
  const passwordHash = await argon2Hasher.hash(DEMO_PASSWORD);
  const plans = await catalogueRecords(db).findPlans(
    (await catalogueRecords(db).listProducts()).flatMap((product) =>
      product.plans.map((plan) => plan.code),
    ),
  );
  const clients = await Promise.all(LOADED_TABLES.map(() => connect(connectionString)));
  const [control] = clients as [pg.Client];
  try {
    const dropped = await dropDeferredIndexes(control, LOADED_TABLES);
    let counts: PlatformCounts;
    try {
      counts = await load(clients, { ...options, passwordHash, plans }, phase);
    } finally {
      await Promise.all(clients.map((client) => client.query(`set maintenance_work_mem = '1GB'`)));
      await buildIndexes(clients.slice(0, 2), dropped);
      phase('indexes built again');
    }
    for (const [table, column] of [
      ['users', 'id'],
      ['orders', 'number'],
    ]) {
      await control.query(
        `select setval(pg_get_serial_sequence('${table}', '${column}'), (select max(${column}) from ${table}))`,
      );
    }
    return counts;
  } finally {
    await Promise.all(clients.map((client) => client.end()));
    await db.execute(sql`vacuum analyze`);
    phase('vacuum analyze');
  }
}

type Plans = Parameters<typeof planDemoOrders>[1]['plans'];

async function load(
  clients: readonly pg.Client[],
  options: PlatformOptions & { passwordHash: string; plans: Plans },
  phase: (step: string) => void,
): Promise<PlatformCounts> {
  const { now, passwordHash, plans } = options;
  const [control] = clients as [pg.Client];
  const first = async (text: string) =>
    Number((await control.query<{ n: string }>(text)).rows[0]?.n ?? 0);
  let nextUserId = (await first('select coalesce(max(id), 0) as n from users')) + 1;
  const numbersFrom = await first('select coalesce(max(number), 0) as n from orders');
  const organisationsBefore = await first('select count(*) as n from organisations');

  const random = createRandom(options.seed ?? DEFAULT_SEED);
  const historyStarts = later(now, -(options.years ?? DEFAULT_YEARS) * 365 * DAY_MS);
  const sizes = organisationSizes(random, options.organisations, options.users);
  // Every order of the platform in time order, each an organisation's in proportion to its size.
  const times = orderTimes(random, options.orders, historyStarts, now);
  const pickOrganisation = weightedIndex(sizes);
  const ordersOf: number[][] = sizes.map(() => []);
  for (let index = 0; index < times.length; index += 1) {
    ordersOf[pickOrganisation(random)]?.push(index);
  }
  const trails = apportion(
    sizes.map(
      (size, index) => size * EVENTS_PER_USER + (ordersOf[index]?.length ?? 0) * EVENTS_PER_ORDER,
    ),
    options.auditEvents,
  );

  await clients[7]?.query(
    'create temp table invoice_drafts (order_id uuid, financial_year text, issued_at timestamptz, document jsonb)',
  );
  const copy = (index: number, target: ReturnType<typeof copyTarget>) =>
    copyInto(clients[index] as pg.Client, target);
  const into = {
    organisations: copy(
      0,
      copyTarget(organisations, [
        'id',
        'name',
        'legalName',
        'pan',
        'gstin',
        'tan',
        'addressLine1',
        'city',
        'stateCode',
        'pinCode',
        'corporateName',
        'createdAt',
      ]),
    ),
    users: copy(
      1,
      copyTarget(users, [
        'id',
        'email',
        'name',
        'mobile',
        'passwordHash',
        'role',
        'status',
        'emailVerifiedAt',
        'organisationId',
        'createdAt',
        'lastSignInAt',
        'invitedByUserId',
      ]),
    ),
    access: copy(2, copyTarget(userAccess, ['userId', 'item', 'allowed', 'updatedAt'])),
    audit: copy(
      3,
      copyTarget(auditEvents, [
        'at',
        'actorUserId',
        'organisationId',
        'action',
        'targetType',
        'targetId',
        'ip',
        'userAgent',
        'before',
        'after',
      ]),
    ),
    orders: copy(
      4,
      copyTarget(orders, [
        'id',
        'number',
        'reference',
        'kind',
        'status',
        'organisationId',
        'createdByUserId',
        'idempotencyKey',
        'buyerName',
        'buyerEmail',
        'buyerGstin',
        'buyerPan',
        'buyerAddress',
        'buyerStateCode',
        'subtotalPaise',
        'cgstPaise',
        'sgstPaise',
        'igstPaise',
        'totalPaise',
        'gatewayOrderId',
        'failureReason',
        'createdAt',
        'paidAt',
        'expiresAt',
      ]),
    ),
    lines: copy(
      5,
      copyTarget(orderLines, [
        'orderId',
        'lineNo',
        'productCode',
        'planCode',
        'description',
        'sac',
        'quantity',
        'unitPricePaise',
        'amountPaise',
        'limitUnit',
        'limitValue',
      ]),
    ),
    payments: copy(
      6,
      copyTarget(payments, [
        'id',
        'orderId',
        'method',
        'status',
        'amountPaise',
        'failureReason',
        'createdAt',
        'updatedAt',
      ]),
    ),
    invoices: copy(7, {
      table: 'invoice_drafts',
      columns: ['order_id', 'financial_year', 'issued_at', 'document'],
      keys: ['orderId', 'financialYear', 'issuedAt', 'document'],
    }),
  } satisfies Record<string, CopyInto<object>>;

  for (const [index, size] of sizes.entries()) {
    const createdAt = later(historyStarts, -random.int(30, 1_000) * DAY_MS);
    const { organisation, row } = platformOrganisation(
      random,
      organisationsBefore + index + 1,
      createdAt,
    );
    into.organisations.add(row);
    const planned = drafts(random, size, organisation, now);
    const adminId = nextUserId;
    const people = planned.map((draft): DemoUser => {
      const id = nextUserId++;
      into.users.add({
        id,
        ...userRowOf(draft, organisation.id, passwordHash),
        invitedByUserId: id === adminId ? null : adminId,
      });
      for (const [item, allowed] of Object.entries(draft.overrides)) {
        const updatedAt = later(draft.verifiedAt ?? draft.createdAt, 2 * DAY_MS);
        into.access.add({ userId: id, item, allowed, updatedAt });
      }
      return demoUserOf(draft, id);
    });
    const admin = people[0] as DemoUser;
    const placed = ordersOf[index] ?? [];
    // The trail is a sample of what the users and orders did: only a share of them is followed
    // (a tenth more than needed, fitTrail trims), since making every event costs most of the run.
    const natural = size * EVENTS_PER_USER + placed.length * EVENTS_PER_ORDER;
    const followed = Math.min(1, (1.1 * (trails[index] ?? 0)) / natural);
    const trail = planned.flatMap((draft, at) =>
      random.chance(followed)
        ? auditOf(random, draft, people[at] ?? admin, admin, organisation.id, now)
        : [],
    );
    const history = planDemoOrders(random, {
      organisation,
      buyers: people.filter((person) => person.buys),
      plans,
      times: placed.map((at) => times[at] as Date),
      now,
      expiryDays: DEFAULT_ORDER_EXPIRY_DAYS,
    });
    const rows = new Map<string, OrderRow>();
    history.orders.forEach((order, at) => {
      // Numbered in the platform's time order, as customers placing them would have.
      const written = { ...order, number: numbersFrom + (placed[at] ?? 0) + 1 };
      into.orders.add(written);
      rows.set(String(order.id), written as unknown as OrderRow);
    });
    for (const line of history.lines) into.lines.add(line);
    for (const payment of history.payments) into.payments.add(payment);
    for (const paid of history.paid) {
      const order = rows.get(paid.id) as OrderRow;
      const lines = paid.lines as unknown as OrderLineRow[];
      const document = invoiceDocument(order, lines, paid.payment, '', paid.paidAt);
      into.invoices.add({
        orderId: paid.id,
        financialYear: financialYearOf(paid.paidAt),
        issuedAt: paid.paidAt,
        document: storedDocument(document),
      });
    }
    const orderTrail = history.audit.filter(() => random.chance(followed));
    const events = fitTrail(random, [...trail, ...orderTrail], trails[index] ?? 0, now);
    for (const event of events) into.audit.add(event);
    await Promise.all(Object.values(into).map((table) => table.flush()));
  }
  await Promise.all(Object.values(into).map((table) => table.end()));
  phase('rows copied');
  const invoices = await numberInvoices(clients[7] as pg.Client);
  phase('invoices numbered');
  return {
    organisations: into.organisations.rows,
    users: into.users.rows,
    accessOverrides: into.access.rows,
    orders: into.orders.rows,
    orderLines: into.lines.rows,
    payments: into.payments.rows,
    invoices,
    auditEvents: into.audit.rows,
  };
}

/**
 * The drafts as invoices, numbered from 1 in each financial year in the order they were issued,
 * as the product's counter numbers them (invoiceNumber: "PTA/26-27/00042"), and the counter left
 * at each year's last number.
 */
async function numberInvoices(client: pg.Client): Promise<number> {
  const written = await client.query(`
    insert into invoices (number, financial_year, sequence, order_id, issued_at, document)
    select number, financial_year, sequence, order_id, issued_at,
      jsonb_set(document, '{number}', to_jsonb(number))
    from (
      select *, 'PTA/' || substr(financial_year, 3) || '/' || lpad(sequence::text, greatest(5, length(sequence::text)), '0') as number
      from (
        select *, row_number() over (partition by financial_year order by issued_at, order_id) as sequence
        from invoice_drafts
      ) ranked
    ) numbered`);
  await client.query(`
    insert into invoice_sequences (financial_year, last_number)
    select financial_year, count(*) from invoice_drafts group by financial_year`);
  await client.query('drop table invoice_drafts');
  return written.rowCount ?? 0;
}
