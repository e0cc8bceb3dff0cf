import { auditQuerySchema } from '@prakar/shared/audit';
import { backOfficeOrderQuerySchema } from '@prakar/shared/back-office-orders';
import {
  ORGANISATION_DEFAULT_SORTING,
  organisationQuerySchema,
} from '@prakar/shared/back-office-organisations';
import { leadsQuerySchema } from '@prakar/shared/leads';
import { TIMELINE_MAX } from '@prakar/shared/timeline';
import { transactionQuerySchema } from '@prakar/shared/transactions';
import { userListQuerySchema } from '@prakar/shared/users';
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuditRepository, type TrailScope } from '#src/modules/audit/audit-repository.ts';
import { createOrganisationsRepository } from '#src/modules/back-office/organisations-repository.ts';
import { createCleanUp } from '#src/modules/housekeeping/clean-up.ts';
import { createLeadsRepository } from '#src/modules/leads/leads-repository.ts';
import { createTransactionsRepository } from '#src/modules/transactions/transactions-repository.ts';
import { createUsersRepository } from '#src/modules/users/users-repository.ts';
import { createTestDatabase, openPgliteCopy, type TestDatabase } from '#test/test-database.ts';
import type { Database } from './client.ts';
import * as schema from './schema.ts';

/**
 * The portal's busiest reads, run by the repositories themselves on an organisation of 10,000
 * users, 5,000 orders and 20,000 audit events, among others twice its size, and the hourly
 * clean-up among 30,000 sessions, e-mailed links and rate-limit counters: every statement they
 * send must reach the big tables through an index, in the list's order. A sequential scan of one
 * of them, or a sort of thousands of rows (a page read in an index's order needs none), means a
 * read that grows with the table however small the page.
 */
const LARGE_TABLES = [
  'organisations',
  'users',
  'orders',
  'order_lines',
  'audit_events',
  'payments',
  'invoices',
  'sessions',
  'email_tokens',
  'rate_limit_buckets',
  'contact_messages',
  'lead_notes',
  'lead_replies',
];

const BIG = '00000000-0000-4000-8000-00000000b001';
const OTHER = '00000000-0000-4000-8000-00000000b002';

const DATA = [
  `insert into organisations (id, name) values ('${BIG}', 'Big Employer'), ('${OTHER}', 'Other')`,
  // One user in a thousand a "Kavya", so a search finds a few among many; one in fifty an "Iyer",
  // enough for the planner to expect a search for one of them to match hundreds.
  `insert into users (email, name, role, status, organisation_id, last_sign_in_at)
   select 'employee' || g || '@big.example',
          case when g % 1000 = 0 then 'Kavya Iyer ' || g
               when g % 50 = 25 then 'Meera Iyer ' || g
               else 'Employee ' || substr(md5(g::text), 1, 12) end,
          case when g % 50 = 0 then 'org_admin' else 'org_user' end,
          (array['invited', 'unverified', 'active', 'deactivated'])[1 + g % 4],
          case when g > 10000 then '${OTHER}'::uuid else '${BIG}'::uuid end,
          case when g % 3 = 0 then null else now() - g * interval '1 minute' end
   from generate_series(1, 30000) g`,
  `insert into orders (reference, kind, status, organisation_id, buyer_name, buyer_email,
     buyer_gstin, buyer_pan, buyer_address, buyer_state_code, subtotal_paise, cgst_paise,
     sgst_paise, igst_paise, total_paise, gateway_order_id, created_at, paid_at)
   select 'ref' || md5(g::text), 'subscription', (array['paid', 'awaiting_payment', 'cancelled'])[1 + g % 3],
          case when g > 5000 then '${OTHER}'::uuid else '${BIG}'::uuid end,
          'Big Employer Private Limited', 'accounts@big.example', '27AAACB1234C1Z5', 'AAACB1234C',
          jsonb_build_object('line1', 'Plot ' || g || ', MIDC Industrial Area', 'city', 'Pune', 'pinCode', '411019'),
          '27', 100000, 9000, 9000, 0, 118000, 'order_' || md5(g::text),
          now() - g * interval '1 hour', now() - g * interval '1 hour'
   from generate_series(1, 15000) g`,
  `insert into order_lines (order_id, line_no, product_code, description, sac, quantity,
     unit_price_paise, amount_paise)
   select o.id, l, case when l = 1 then (select min(code) from products) else (select max(code) from products) end,
          'Plan', '998314', 1, 50000, 50000
   from orders o cross join generate_series(1, 2) l`,
  `insert into payments (id, order_id, method, status, amount_paise, created_at, updated_at)
   select 'pay_' || md5(o.id::text), o.id, 'upi', 'captured', o.total_paise, o.created_at, o.created_at
   from orders o`,
  `insert into invoices (number, financial_year, sequence, order_id, issued_at, pdf)
   select 'INV-' || o.number, '2099-00', o.number, o.id, o.created_at, '\\x00'::bytea
   from orders o where o.status = 'paid'`,
  `insert into audit_events (at, actor_user_id, organisation_id, action, target_type, target_id,
     ip, user_agent, before, after)
   select now() - g * interval '1 minute', (select min(id) from users),
          case when g > 20000 then '${OTHER}'::uuid else '${BIG}'::uuid end,
          (array['sign_in', 'profile_updated', 'role_changed'])[1 + g % 3], 'user', (g % 9000 + 1)::text,
          '10.0.' || (g % 250) || '.' || (g % 200),
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
          jsonb_build_object('role', 'org_user'), jsonb_build_object('role', 'org_admin')
   from generate_series(1, 60000) g`,
  // Each order placed and paid, as the trail of its timeline.
  `insert into audit_events (at, actor_user_id, organisation_id, action, target_type, target_id, after)
   select o.created_at + a * interval '1 second', (select min(id) from users), o.organisation_id,
          (array['order_placed', 'order_paid'])[a], 'order', o.id::text, jsonb_build_object('totalPaise', o.total_paise)
   from orders o cross join generate_series(1, 2) a`,
  // One row in a hundred of each due for the clean-up, the others still in use.
  `insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at)
   select 'session' || g, (select min(id) from users), now(), now(),
          case when g % 100 = 0 then now() - interval '40 days' else now() + g * interval '1 second' end
   from generate_series(1, 30000) g`,
  `insert into email_tokens (user_id, purpose, token_hash, expires_at, created_at)
   select (select min(id) from users), 'reset_password', 'link' || g,
          case when g % 100 = 0 then now() - interval '40 days' else now() + g * interval '1 second' end,
          now()
   from generate_series(1, 30000) g`,
  `insert into rate_limit_buckets (key, window_start, count)
   select 'counter' || g,
          case when g % 100 = 0 then now() - interval '40 days' else now() - g * interval '1 second' end,
          1
   from generate_series(1, 30000) g`,
  // The back office's 10,000 customers, each with a GSTIN and its PAN.
  `insert into organisations (name, pan, gstin, created_at)
   select 'Customer ' || substr(md5(g::text), 1, 10), 'ABCDE' || lpad(g::text, 4, '0') || 'F',
          '27ABCDE' || lpad(g::text, 4, '0') || 'F1Z5', now() - (g % 3000) * interval '1 hour'
   from generate_series(1, 10000) g`,
  // A customer of a usual size, among the two big ones.
  `insert into organisations (id, name) values ('00000000-0000-4000-8000-00000000b003', 'Kulkarni Textiles')`,
  `insert into users (email, name, role, status, organisation_id)
   select 'kulkarni' || g || '@kulkarni.example', 'Kulkarni ' || g, 'org_user', 'active',
          '00000000-0000-4000-8000-00000000b003'
   from generate_series(1, 12) g`,
  // The firm's inbox: 20,000 messages, one in a hundred from a customer's user, one in five
  // assigned, a note on every tenth and a reply (with its mail) on every twentieth.
  `insert into contact_messages (name, email, subject, comments, created_at, status, assignee_user_id)
   select 'Visitor ' || substr(md5(g::text), 1, 10),
          case when g % 100 = 0 then 'employee' || g || '@big.example'
               when g % 1999 = 0 then 'KULKARNI' || (g % 12 + 1) || '@kulkarni.example'
               else 'visitor' || g || '@mail.example' end,
          'Enquiry ' || g,
          case when g % 1000 = 0 then 'Please call about Kavya payroll' else 'Please call us about ' || md5(g::text) end,
          now() - g * interval '1 minute',
          (array['new', 'in_progress', 'answered', 'spam'])[1 + g % 4],
          case when g % 5 = 0 then (select min(id) from users) end
   from generate_series(1, 20000) g`,
  `insert into lead_notes (message_id, author_user_id, text, created_at)
   select id, (select min(id) from users), 'Called back.', created_at
   from contact_messages where subject like '%0'`,
  `insert into outbound_mail (id, "to", "from", subject, text, status)
   select md5(id::text)::uuid, email, 'no-reply@prakartax.in', 'Re: ' || subject, 'Thank you.', 'sent'
   from contact_messages where subject like '%00' or subject like '%20' or subject like '%40' or subject like '%60' or subject like '%80'`,
  `insert into lead_replies (message_id, author_user_id, "to", subject, body, mail_id, created_at)
   select c.id, (select min(id) from users), c.email, 'Re: ' || c.subject, 'Thank you.', m.id, c.created_at
   from contact_messages c join outbound_mail m on m.id = md5(c.id::text)::uuid`,
];

/** More rows than any page or export batch holds. */
const LARGE_SORT = 1_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Plan Rows': number;
  Plans?: PlanNode[];
}

/**
 * Below an aggregate (a count) every matching row is read anyway, and may be sorted to join; where
 * nearly every row matches (`countFromTable`), it may be read from the table itself.
 */
function fullReads(node: PlanNode, counting = false, countFromTable = false): string[] {
  const table = node['Relation Name'] ?? '';
  const type = node['Node Type'];
  const own =
    type === 'Seq Scan' && LARGE_TABLES.includes(table) && !(counting && countFromTable)
      ? [`Seq Scan on ${table}`]
      : type === 'Sort' && !counting && node['Plan Rows'] > LARGE_SORT
        ? [`Sort of ${node['Plan Rows']} rows`]
        : [];
  const below = counting || type === 'Aggregate';
  return [
    ...own,
    ...(node.Plans ?? []).flatMap((child) => fullReads(child, below, countFromTable)),
  ];
}

/** The indexes a plan reads, by name. */
function indexesRead(node: PlanNode & { 'Index Name'?: string }): string[] {
  return [
    ...(node['Index Name'] ? [node['Index Name']] : []),
    ...(node.Plans ?? []).flatMap(indexesRead),
  ];
}

interface Statement {
  query: string;
  params: unknown[];
}

/** The database with every statement the repositories send recorded, and a way to explain one. */
interface Recorded {
  db: Database;
  statements: Statement[];
  run(statement: string, params?: unknown[]): Promise<unknown[]>;
  /** Several statements on one connection. */
  runScript(script: string): Promise<void>;
  close(): Promise<void>;
}

async function openRecorded(): Promise<Recorded> {
  const statements: Statement[] = [];
  const logger: Logger = { logQuery: (query, params) => statements.push({ query, params }) };
  const client = await openPgliteCopy();
  if (client && !process.env.TEST_DATABASE_URL) {
    return {
      db: drizzlePglite({ client, schema, logger }),
      statements,
      run: async (statement, params) => (await client.query(statement, params)).rows,
      runScript: async (script) => {
        await client.exec(script);
      },
      close: () => client.close(),
    };
  }
  const database: TestDatabase = await createTestDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  return {
    db: drizzlePostgres({ client: pool, schema, logger }),
    statements,
    run: async (statement, params) => (await pool.query(statement, params)).rows,
    runScript: async (script) => {
      await pool.query(script);
    },
    close: async () => {
      await pool.end();
      await database.drop();
    },
  };
}

let recorded: Recorded;

/**
 * Loads DATA as a bulk load is done: the large tables' secondary indexes are dropped first and
 * made again afterwards from their own definitions (one build instead of a trigram index updated
 * row by row), and foreign keys go unchecked while the rows, consistent by construction, go in.
 */
async function loadData(): Promise<void> {
  const indexes = (await recorded.run(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i join pg_class t on t.oid = i.indrelid
     where t.relname = any($1) and not exists (select from pg_constraint c where c.conindid = i.indexrelid)`,
    [LARGE_TABLES],
  )) as { name: string; definition: string }[];
  expect(indexes.length).toBeGreaterThan(0);
  for (const { name } of indexes) await recorded.run(`drop index ${name}`);
  await recorded.runScript(
    [
      'set session_replication_role = replica',
      ...DATA,
      'set session_replication_role = default',
    ].join(';\n'),
  );
  for (const { definition } of indexes) await recorded.run(definition);
}

beforeAll(async () => {
  recorded = await openRecorded();
  await loadData();
  // Statistics for the planner, and the trigram indexes' pending entries merged into them.
  await recorded.run('vacuum analyze');
}, 300_000);

afterAll(() => recorded?.close());

/** Runs `read`, then explains every statement it sent; returns how any of them reads in full. */
/** Runs `read`, then explains every statement it sent. */
async function plansOf(read: () => Promise<unknown>): Promise<{ query: string; plan: PlanNode }[]> {
  recorded.statements.length = 0;
  await read();
  expect(recorded.statements.length).toBeGreaterThan(0);
  const plans: { query: string; plan: PlanNode }[] = [];
  for (const { query, params } of recorded.statements) {
    const [row] = (await recorded.run(`explain (format json) ${query}`, params)) as {
      'QUERY PLAN': [{ Plan: PlanNode }];
    }[];
    const plan = row?.['QUERY PLAN'][0].Plan;
    if (plan) plans.push({ query, plan });
  }
  return plans;
}

/** Runs `read`, then explains every statement it sent; returns how any of them reads in full. */
async function fullReadsOf(
  read: () => Promise<unknown>,
  { countFromTable = false } = {},
): Promise<string[]> {
  return (await plansOf(read)).flatMap(({ query, plan }) =>
    fullReads(plan, false, countFromTable).map((problem) => `${problem} in: ${query}`),
  );
}

type Paging = { nextCursor: string | null; previousCursor: string | null };

/** The first page, then from the second page the next and the previous one. */
async function fullReadsOfPaging(
  read: (query: object) => Promise<{ paging: Paging }>,
  options: { countFromTable?: boolean } = {},
): Promise<string[]> {
  const first = await fullReadsOf(() => read({}), options);
  const second = await read({ cursor: (await read({})).paging.nextCursor });
  return [
    ...first,
    ...(await fullReadsOf(() => read({ cursor: second.paging.nextCursor }), options)),
    ...(await fullReadsOf(() => read({ cursor: second.paging.previousCursor }), options)),
  ];
}

async function drain(batches: AsyncIterable<unknown>): Promise<void> {
  for await (const batch of batches) expect(batch).toBeDefined();
}

const users = () => createUsersRepository(recorded.db);
const transactions = () => createTransactionsRepository(recorded.db);
const audit = () => createAuditRepository(recorded.db);

describe('the users list of a 10,000-user organisation', () => {
  const listed = (query: object) => users().list(userListQuerySchema.parse(query), BIG);

  it.each([
    ['name', 'asc'],
    ['email', 'desc'],
    ['role', 'asc'],
    ['status', 'desc'],
    ['lastSignInAt', 'asc'],
    ['lastSignInAt', 'desc'],
  ])(
    'reads a page sorted by %s %s, and the next and previous pages, through indexes',
    async (sort, order) => {
      const first = await listed({ sort, order });
      const second = await listed({ sort, order, cursor: first.paging.nextCursor });
      expect(second.paging.previousCursor).not.toBeNull();
      expect(
        await fullReadsOf(() => listed({ sort, order, cursor: second.paging.nextCursor })),
      ).toEqual([]);
      expect(
        await fullReadsOf(() => listed({ sort, order, cursor: second.paging.previousCursor })),
      ).toEqual([]);
    },
  );

  it('searches names and e-mails, and filters by status, through indexes', async () => {
    expect(await fullReadsOf(() => listed({ search: 'kavya' }))).toEqual([]);
    expect(await fullReadsOf(() => listed({ search: 'Ka' }))).toEqual([]);
    expect(await fullReadsOf(() => listed({ search: 'employee42@' }))).toEqual([]);
    expect(await fullReadsOf(() => listed({ status: 'invited', sort: 'email' }))).toEqual([]);
  });

  // Walking the organisation's users in name order to filter them looked cheap whenever the
  // planner expected many matches, and read 22,001 rows for 26 at 100,000 users.
  it.each(['iyer', 'iyer 12', 'employee42@'])(
    'looks up a search of %s in the trigram indexes, never walking the organisation in order',
    async (search) => {
      const indexes = (await plansOf(() => listed({ search }))).flatMap(({ plan }) =>
        indexesRead(plan),
      );
      expect(indexes).toContain('users_name_trgm_idx');
      expect(indexes.filter((name) => /^users_organisation_\w+_id_idx$/.test(name))).toEqual([]);
    },
  );

  it('sorts the matches of a search that finds up to a thousand, and counts them exactly', async () => {
    const [row] = (await recorded.run(
      `select count(*)::int as n from users where organisation_id = '${BIG}' and (name ilike '%iyer%' or email ilike '%iyer%')`,
    )) as { n: number }[];
    const page = await listed({ search: 'iyer', sort: 'name' });
    expect(row?.n).toBeGreaterThan(25);
    expect(page.paging).toMatchObject({ total: row?.n, totalIsLowerBound: false });
    const names = page.rows.map(({ user }) => user.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    expect(names.every((name) => name.includes('Iyer'))).toBe(true);
  });

  // Nearly every user is an "Employee …": sorting them all would cost as many rows as match.
  it('walks the organisation in order for a search that finds more than a thousand', async () => {
    const plans = await plansOf(() => listed({ search: 'employee', sort: 'name' }));
    const page = plans.at(-1);
    expect(page && indexesRead(page.plan)).toContain('users_organisation_name_id_idx');
    // Its count stops at the 1,001st match, a few rows into the table when nearly all match.
    expect(
      await fullReadsOf(() => listed({ search: 'employee', sort: 'name' }), {
        countFromTable: true,
      }),
    ).toEqual([]);
    const found = await listed({ search: 'employee', sort: 'name' });
    expect(found.paging).toMatchObject({ total: 1000, totalIsLowerBound: true });
    expect(found.rows.every(({ user }) => user.name.startsWith('Employee'))).toBe(true);
  });

  it("reads an access matrix page, with its users' overrides, through indexes", async () => {
    const matrix = (query: object) =>
      users().list(userListQuerySchema.parse(query), BIG, { withAccess: true });
    const first = await matrix({});
    expect(await fullReadsOf(() => matrix({ cursor: first.paging.nextCursor }))).toEqual([]);
  });
});

describe('the order history of an organisation with 5,000 orders', () => {
  const listed = (query: object) => {
    const { cursor, pageSize, ...filter } = transactionQuerySchema.parse(query);
    return transactions().list({ ...filter, organisationId: BIG }, cursor, pageSize);
  };

  it('reads the first page, the next and the previous, with their lines, payments and invoices, through indexes', async () => {
    expect(await fullReadsOfPaging(listed)).toEqual([]);
  });

  it('filters by status, product and dates through indexes', async () => {
    const product = (
      (await recorded.run('select max(code) as code from products')) as { code: string }[]
    )[0]?.code;
    expect(
      await fullReadsOf(() => listed({ status: 'paid', product, from: '2020-01-01' })),
    ).toEqual([]);
  });

  it('exports in batches through indexes', async () => {
    expect(
      await fullReadsOf(async () => {
        await drain(transactions().batches({ organisationId: BIG }, 1_000));
      }),
    ).toEqual([]);
  });
});

describe('the back office’s search of every organisation’s 15,000 orders', () => {
  // Every order's buyer is Big Employer: a search by a customer's name or GSTIN matches no buyer,
  // so only the organisations' own indexes can find their few orders.
  it('finds orders by part of an organisation’s name or GSTIN, or its whole GSTIN, through indexes', async () => {
    for (const search of ['Kulkarni Tex', 'abcde0042', '27ABCDE0042F1Z5']) {
      expect(
        await fullReadsOf(() =>
          transactions().list({ organisationId: undefined, search }, undefined, 25),
        ),
        search,
      ).toEqual([]);
    }
    const byOrganisation = await transactions().list(
      { organisationId: undefined, search: '27ABCDE0042F1Z5' },
      undefined,
      25,
    );
    expect(byOrganisation.rows).toEqual([]);
  });

  it.each([
    ['placed', 'asc'],
    ['amount', 'asc'],
    ['amount', 'desc'],
    ['status', 'desc'],
  ] as const)(
    'reads pages sorted by %s %s, and exports them, through indexes',
    async (sort, order) => {
      const sorting = { sort, order };
      const listed = (query: object) => {
        const { cursor, pageSize } = backOfficeOrderQuerySchema.parse({ ...query, sort, order });
        return transactions().list({ organisationId: undefined }, cursor, pageSize, sorting);
      };
      expect(await fullReadsOfPaging(listed)).toEqual([]);
      expect(
        await fullReadsOf(async () => {
          await drain(transactions().batches({ organisationId: undefined }, 1_000, sorting));
        }),
      ).toEqual([]);
    },
  );
});

describe('the activity of an organisation with 20,000 audit events', () => {
  const paged = (query: object) => {
    const { cursor, pageSize, ...filter } = auditQuerySchema.parse(query);
    return audit().page({ ...filter, organisationId: BIG }, cursor, pageSize);
  };

  it('reads the first page, the next and the previous, and an action filter, through indexes', async () => {
    expect(await fullReadsOfPaging(paged)).toEqual([]);
    expect(await fullReadsOf(() => paged({ action: 'role_changed' }))).toEqual([]);
  });

  it('exports in batches through indexes', async () => {
    expect(
      await fullReadsOf(async () => {
        await drain(audit().all({ organisationId: BIG }, 1_000));
      }),
    ).toEqual([]);
  });
});

describe('the timelines of an order and of an organisation', () => {
  it('read their newest events through indexes', async () => {
    const [order] = (await recorded.run(
      `select id from orders where organisation_id = '${BIG}' order by created_at desc limit 1 offset 100`,
    )) as { id: string }[];
    const trail = (scope: TrailScope) => audit().latest(scope, TIMELINE_MAX + 1);
    expect(
      await fullReadsOf(() => trail({ targetType: 'order', targetId: order?.id ?? '' })),
    ).toEqual([]);
    expect((await trail({ targetType: 'order', targetId: order?.id ?? '' })).length).toBe(2);
    const organisation = { organisationId: BIG, leaving: ['sign_in'] } as const;
    expect(await fullReadsOf(() => trail(organisation))).toEqual([]);
  });
});

describe('the leads inbox of 20,000 messages', () => {
  const leads = () => createLeadsRepository(recorded.db);
  const paged = (query: object) => {
    const { cursor, pageSize, ...filter } = leadsQuerySchema.parse(query);
    return leads().page(filter, cursor, pageSize);
  };

  it('reads the first page, the next and the previous, with names and counts, through indexes', async () => {
    expect(await fullReadsOfPaging(paged)).toEqual([]);
  });

  it('filters by status and assignee, and searches three letters or more, through indexes', async () => {
    const someone = ((await recorded.run('select min(id) as id from users')) as { id: number }[])[0]
      ?.id;
    expect(await fullReadsOf(() => paged({ status: 'spam' }))).toEqual([]);
    expect(await fullReadsOf(() => paged({ status: 'open' }))).toEqual([]);
    expect(await fullReadsOf(() => paged({ assignee: String(someone) }))).toEqual([]);
    expect(await fullReadsOf(() => paged({ assignee: 'none', status: 'new' }))).toEqual([]);
    expect(await fullReadsOf(() => paged({ search: 'kavya' }))).toEqual([]);
    // Also the messages from the users of the organisations it names.
    expect(await fullReadsOf(() => paged({ search: 'Kulkarni Tex' }))).toEqual([]);
    expect((await paged({ search: 'Kulkarni Tex' })).rows).toHaveLength(10);
  });

  it('reads one message with its notes and replies, and exports in batches, through indexes', async () => {
    const [message] = (await recorded.run(
      "select id from contact_messages where subject = 'Enquiry 200'",
    )) as { id: string }[];
    const id = message?.id ?? '';
    expect(await fullReadsOf(() => leads().find(id))).toEqual([]);
    expect(await fullReadsOf(() => leads().notes(id))).toEqual([]);
    expect(await fullReadsOf(() => leads().replies(id))).toEqual([]);
    expect(
      await fullReadsOf(async () => {
        await drain(leads().all({ status: 'answered' }, 1_000));
      }),
    ).toEqual([]);
  });
});

describe('the back office’s 10,000 organisations', () => {
  const organisations = () => createOrganisationsRepository(recorded.db);
  const BY_NAME = ORGANISATION_DEFAULT_SORTING;

  // Unsearched, nearly every row matches, and counting the first 1,001 of them from the table
  // itself is as quick as from an index: only searches must find their few through one.
  it('searches part of a name, GSTIN or PAN through indexes', async () => {
    for (const search of ['Kulkarni Tex', '27ABCDE0042', 'abcde0042f', '0042F1Z5']) {
      expect(
        await fullReadsOf(() => organisations().list(search, undefined, 25, BY_NAME)),
        search,
      ).toEqual([]);
    }
    expect((await organisations().list('abcde0042f', undefined, 25, BY_NAME)).rows).toHaveLength(1);
  });

  it.each([
    ['name', 'desc'],
    ['since', 'asc'],
    ['since', 'desc'],
  ] as const)(
    'reads pages sorted by %s %s, and exports them, through indexes',
    async (sort, order) => {
      const sorting = { sort, order };
      const listed = (query: object) => {
        const { cursor, pageSize } = organisationQuerySchema.parse({ ...query, sort, order });
        return organisations().list(undefined, cursor, pageSize, sorting);
      };
      // Unsearched, the count may read the table itself (above); the rows come by an index.
      expect(await fullReadsOfPaging(listed, { countFromTable: true })).toEqual([]);
      expect(
        await fullReadsOf(async () => {
          await drain(organisations().batches(undefined, 1_000, sorting));
        }),
      ).toEqual([]);
    },
  );
});

describe('the clean-up among 30,000 sessions, e-mailed links and rate-limit counters', () => {
  it('finds and deletes what is due through indexes', async () => {
    const cleanUp = createCleanUp({ db: recorded.db, now: () => new Date(), log: { info() {} } });
    expect(await fullReadsOf(cleanUp)).toEqual([]);
  });
});

describe('the check', () => {
  it('sees a sequential scan, and a sort of a whole organisation', async () => {
    expect(
      await fullReadsOf(() =>
        recorded.db.execute(sql`select count(*) from users where mobile is null`),
      ),
    ).toEqual([expect.stringMatching(/^Seq Scan on users in/)]);
    expect(
      await fullReadsOf(() =>
        recorded.db.execute(
          sql`select id from users where organisation_id = ${BIG} order by mobile limit 25`,
        ),
      ),
    ).toContainEqual(expect.stringMatching(/^Sort of \d+ rows in/));
  });
});
