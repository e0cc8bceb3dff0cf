// `npm run seed:demo -- --users 10000 --orders 5000`: adds a large demo organisation (users,
// access overrides, years of orders with payments, invoices and subscriptions, an audit trail) to
// the database the server would use: DATABASE_URL, else PGlite in DATA_DIR (./data). Each run adds
// another organisation. Options: --users (10000), --orders (5000), --leads (300), --seed (2026),
// --rendered-invoices (10: the newest invoices whose PDF is rendered in full), --audit-events (as
// many as the users and orders made; else that many, of the same kinds).
// `npm run seed:demo -- --platform`: instead, the whole platform a firm grows into, written by COPY
// into a PostgreSQL database that has issued no invoice: --organisations (10000), --users
// (5000000), --orders (1000000), --audit-events (10000000), --seed.
import { ConfigError, describeDatabase, parseConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { DataDirInUseError } from '../apps/server/src/db/lock.ts';
import {
  DEFAULT_DEMO_LEADS,
  DEFAULT_DEMO_SEED,
  DEFAULT_RENDERED_INVOICES,
  DEMO_PASSWORD,
  seedDemoData,
} from '../apps/server/src/demo-data/demo-data.ts';
import { DEMO_STAFF } from '../apps/server/src/demo-data/demo-leads.ts';
import {
  PlatformRefused,
  platformDatabaseUrl,
  seedPlatform,
} from '../apps/server/src/demo-data/platform/platform-seed.ts';
import { typicalOrganisation } from '../apps/server/src/demo-data/platform/typical-organisation.ts';
import { cliOptions, UsageError } from './cli-options.ts';

async function main(): Promise<void> {
  const options = cliOptions(process.argv.slice(2));
  if (options.flag('platform')) return seedWholePlatform(options);
  const users = options.number('users', 10_000, 1, 1_000_000);
  const orders = options.number('orders', 5_000, 0, 1_000_000);
  const leads = options.number('leads', DEFAULT_DEMO_LEADS, 0, 100_000);
  const seed = options.number('seed', DEFAULT_DEMO_SEED, 0, 2 ** 31);
  const renderedInvoices = options.number(
    'rendered-invoices',
    DEFAULT_RENDERED_INVOICES,
    0,
    1_000_000,
  );
  const auditEvents = options.text('audit-events')
    ? options.number('audit-events', 0, 0, 100_000_000)
    : undefined;
  const config = parseConfig(process.env);
  const database = await openDatabase(config);
  try {
    console.log(`Seeding ${describeDatabase(config)}…`);
    await database.migrate();
    const began = performance.now();
    const made = await seedDemoData(database.db, {
      users,
      orders,
      leads,
      seed,
      renderedInvoices,
      auditEvents,
      now: new Date(),
      gateway: config.payments.gateway,
    });
    const seconds = ((performance.now() - began) / 1000).toFixed(1);
    console.log(`Added ${made.organisationName} in ${seconds} s:`);
    for (const [what, count] of Object.entries({ ...made.counts, ...made.careers })) {
      console.log(`  ${what.padEnd(16)} ${count.toLocaleString('en-IN')}`);
    }
    if (config.payments.gateway === 'razorpay') {
      console.log(
        'Razorpay never took the demo payments, so it will refuse to refund them; without Razorpay keys the built-in test gateway refunds them.',
      );
    }
    console.log(
      `Sign in as ${made.admin.email} with the password ${made.admin.password} (every demo user has it),\n` +
        `or on the organisation's page: /login?corporateName=${made.corporateName}`,
    );
    if (leads > 0) {
      console.log(
        `The firm's staff who work the leads sign in to the back office with the same password,\n` +
          `setting up two-step sign-in with an authenticator app the first time:\n` +
          DEMO_STAFF.map((person) => `  ${person.email} (${person.name})`).join('\n'),
      );
    }
  } finally {
    await database.close();
  }
}

async function seedWholePlatform(options: ReturnType<typeof cliOptions>): Promise<void> {
  const settings = {
    organisations: options.number('organisations', 10_000, 1, 1_000_000),
    users: options.number('users', 5_000_000, 1, 50_000_000),
    orders: options.number('orders', 1_000_000, 0, 50_000_000),
    auditEvents: options.number('audit-events', 10_000_000, 1, 200_000_000),
    seed: options.number('seed', DEFAULT_DEMO_SEED, 0, 2 ** 31),
    now: new Date(),
    onStep: (step: string, seconds: number) => console.log(`  ${step}: ${seconds.toFixed(1)} s`),
  };
  const config = parseConfig(process.env);
  const url = platformDatabaseUrl(config);
  const database = await openDatabase(config);
  try {
    console.log(`Seeding the platform into ${describeDatabase(config)}…`);
    await database.migrate();
    const began = performance.now();
    const made = await seedPlatform(database.db, url, settings);
    const seconds = ((performance.now() - began) / 1000).toFixed(1);
    console.log(`Added the platform in ${seconds} s (COPY, indexes, VACUUM ANALYZE):`);
    for (const [what, count] of Object.entries(made)) {
      console.log(`  ${what.padEnd(16)} ${count.toLocaleString('en-IN')}`);
    }
    const typical = await typicalOrganisation(database.db);
    if (typical) {
      console.log(
        `A typical organisation: ${typical.organisationName} (${typical.users} users, ${typical.counts.orders} orders);
` + `sign in as ${typical.admin.email} with the password ${DEMO_PASSWORD}.`,
      );
    }
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  // Mistakes a person can fix get one line; anything else its stack trace.
  if (
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof UsageError ||
    error instanceof PlatformRefused
  ) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
