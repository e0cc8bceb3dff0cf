import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import {
  type FastifyPluginAsyncZod,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig, LogLevel } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { listJobs } from './jobs/job-list.ts';
import { registerJobs } from './jobs/jobs.ts';
import { accessTokensRoutes } from './modules/access-tokens/access-tokens-routes.ts';
import { accountsRoutes } from './modules/accounts/accounts-routes.ts';
import { argon2Hasher } from './modules/accounts/password-hasher.ts';
import { ensurePlatformAdmin } from './modules/accounts/platform-admin.ts';
import { auditRoutes } from './modules/audit/audit-routes.ts';
import { careersModule } from './modules/careers/careers-module.ts';
import { cartRoutes } from './modules/cart/cart-routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue-routes.ts';
import { contactRoutes } from './modules/contact/contact-routes.ts';
import { findabilityRoutes } from './modules/findability/findability-routes.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import type { MailOutbox } from './modules/mail/outbox.ts';
import { createServerMetrics } from './modules/metrics/server-metrics.ts';
import { ordersRoutes } from './modules/orders/orders-routes.ts';
import { openBuiltInGateway } from './modules/payments/built-in-gateway.ts';
import {
  createPaymentGateway,
  type PaymentGateway,
  TEST_GATEWAY_PREFIX,
} from './modules/payments/payment-gateway.ts';
import { paymentsModule } from './modules/payments/payments-module.ts';
import { profileRoutes } from './modules/profile/profile-routes.ts';
import { createDatabaseRateLimitStore } from './modules/rate-limit/database-store.ts';
import { connectRedis, createRedisRateLimitStore } from './modules/rate-limit/redis-store.ts';
import type { SessionCookieSettings } from './modules/sessions/session-cookie.ts';
import { subscriptionsModule } from './modules/subscriptions/subscriptions-module.ts';
import { transactionsRoutes } from './modules/transactions/transactions-routes.ts';
import { usersModule } from './modules/users/users-module.ts';
import { registerAuthentication } from './plugins/authentication.ts';
import { registerCsrfProtection } from './plugins/csrf.ts';
import { connectDatabase, prepareDatabase, registerDatabase } from './plugins/database.ts';
import { frameworkErrors, installErrorHandler } from './plugins/error-handler.ts';
import { installBoundedJsonParser } from './plugins/json-body.ts';
import { setUpMail } from './plugins/mail.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { installRequestIds, loggerOptions, requestIdOf } from './plugins/request-logging.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { selfOrigin } from './plugins/self-origin.ts';
import { registerStaticHost } from './plugins/static-host.ts';
import { validatorCompiler } from './plugins/validator-compiler.ts';
import { COMPRESS_THRESHOLD } from './plugins/web-build.ts';
import { createServices, type Services } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    /** The gateway in use, for tests that drive the built-in one. */
    paymentGateway: PaymentGateway;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  /** Overrides `config.logLevel`; tests pass `false`. */
  logger?: LogLevel | false;
  /** Requests per minute per IP on routes without their own limit. */
  rateLimitMax?: number;
  /**
   * Whether the mail, account mail and invoice workers poll and wake after each enqueue (default
   * true). Tests turn them off and run them on demand with `app.jobs.drain(…)`.
   */
  mailWorker?: boolean;
  /** Where log lines go instead of stdout; tests read them. */
  logStream?: NodeJS.WritableStream;
  /** The clock of sessions, tokens and rate limits; tests pass a fake one. */
  now?: () => Date;
  /**
   * Whether payment reconciliation, order expiry, expiry reminders and the clean-up run on timers
   * (default true). Tests turn them off and run them with `app.jobs.runOnce(…)`.
   */
  backgroundJobs?: boolean;
  /**
   * An open database to use instead of the one the config names; it is migrated and seeded as
   * usual. Tests pass a copy of a database migrated once for the whole run.
   */
  database?: DatabaseHandle;
}

export const DEFAULT_RATE_LIMIT_MAX = 300;

/** A number of hops becomes "trust the nearest N proxies", which Fastify takes as a function. */
function trustProxyOption(value: AppConfig['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/**
 * The API: one plugin per module, each given the services it uses. Every route lives under
 * `/api/<Group>`, a group of `API_GROUPS` (docs/product-rules.md); a module whose routes span
 * several groups sets them itself.
 */
const apiModules: FastifyPluginAsyncZod<{
  services: Services;
  database: DatabaseHandle;
  outbox: MailOutbox;
  config: AppConfig;
  now: () => Date;
  gateway: PaymentGateway;
}> = async (api, { services, database, outbox, config, now, gateway }) => {
  const { db } = database;
  const { accounts, passwords, sessions, users, payments } = services;
  const cookie: SessionCookieSettings = {
    name: config.sessionCookieName,
    domain: config.cookieDomain,
    secure: config.publicUrl.startsWith('https:'),
  };
  const linkDeps = { db, outbox, now, limiter: services.limiter, publicUrl: config.publicUrl };
  const webhookSecret = gateway.webhookSecret;

  const counters = services.limiter.store;
  await api.register(healthRoutes, {
    dependencies: [
      { name: 'the database', ping: () => database.ping() },
      ...(config.redisUrl ? [{ name: counters.description, ping: () => counters.ping() }] : []),
    ],
  });
  await api.register(catalogueRoutes, { catalogue: services.catalogue, db, now });
  await api.register(careersModule, { careers: services.careers });
  await api.register(contactRoutes, { contact: services.contact });
  await api.register(accountsRoutes, {
    accounts,
    passwords,
    sessions,
    cookie,
    wakeAccountMail: services.accountMail.wake,
  });
  await api.register(usersModule, { users });
  await api.register(auditRoutes, { audit: services.audit, now });
  await api.register(profileRoutes, { profile: services.profile, sessions });
  await api.register(accessTokensRoutes, { accessTokens: services.accessTokens });
  await api.register(cartRoutes, { cart: services.cart });
  await api.register(ordersRoutes, { orders: services.orders });
  await api.register(paymentsModule, { payments, linkDeps, webhookSecret });
  await api.register(transactionsRoutes, {
    transactions: services.transactions,
    now,
  });
  await api.register(subscriptionsModule, { subscriptions: services.subscriptions });
};

/**
 * Builds the server in a fixed order: request timing, config, database, mail, security headers,
 * compression, rate limits, cookies, the services (built once, services.ts), CSRF checks and who
 * is calling, API modules, the site's own files (sitemap, robots, local mailbox, metrics), the
 * static host, whose catch-all route must not shadow anything, and last the mail worker and
 * background jobs. The
 * instance is returned before `ready()`, so callers (tests) can still add routes.
 */
export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const now = options.now ?? (() => new Date());
  const https = config.publicUrl.startsWith('https:');

  const app = Fastify({
    logger: loggerOptions(options.logger ?? config.logLevel, options.logStream),
    genReqId: requestIdOf,
    trustProxy: trustProxyOption(config.trustProxy),
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installRequestIds(app);
  installErrorHandler(app);
  // The API speaks JSON; a text body is a client mistake (415), not a string to validate.
  app.removeContentTypeParser('text/plain');
  // A JSON body nested too deep or too wide is refused as it is parsed, before anything walks it.
  installBoundedJsonParser(app);
  // Every response is timed, so the timing hook comes before any route.
  const metrics = createServerMetrics(app);

  // 1. Config: validated before we get here (see config.ts).
  app.decorate('config', config);

  // 2. Database: migrated and seeded, or the start fails.
  const database = options.database
    ? await prepareDatabase(options.database, now)
    : await connectDatabase(config, now);
  registerDatabase(app, database);

  try {
    if (config.platformAdmin) {
      const result = await ensurePlatformAdmin(
        database.db,
        config.platformAdmin,
        argon2Hasher,
        now,
      );
      app.log.info(`platform administrator ${config.platformAdmin.email}: ${result}`);
    }

    // 3. Mail: an outbox in the database, sent over SMTP_URL or kept in the local mailbox.
    const mail = setUpMail(app, {
      config,
      db: database.db,
      schedule: options.mailWorker ?? true,
    });

    // 4. Security headers, with the site's Content-Security-Policy.
    await registerSecurityHeaders(app, { https });

    // 5. Compression of every response worth compressing.
    await app.register(compress, { encodings: ['br', 'gzip'], threshold: COMPRESS_THRESHOLD });

    // 6. Rate limits: a generous default per IP; routes such as the contact form set stricter ones.
    // With REDIS_URL they are counted in Redis, once for every instance; if Redis does not
    // answer they are skipped (they guard capacity, not accounts: those limits answer 503).
    const { redisUrl } = config;
    const redis = redisUrl ? connectRedis(redisUrl, app.log) : undefined;
    await app.register(rateLimit, {
      max: options.rateLimitMax ?? DEFAULT_RATE_LIMIT_MAX,
      timeWindow: '1 minute',
      ...(redis && { redis: redis.client, nameSpace: 'prakar:requests:', skipOnError: true }),
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(`Too many requests. Please try again in ${context.after}.`), {
          statusCode: context.statusCode,
        }),
    });

    // 7. Cookies, for the session cookie shared across the firm's subdomains.
    await app.register(cookie);

    // 7a. The counters that guard accounts and mailboxes, shared by every instance: Redis when
    // REDIS_URL is set, else the database.
    const rateLimitStore = redis
      ? createRedisRateLimitStore(redis, app.log)
      : createDatabaseRateLimitStore(database.db);
    app.addHook('onClose', () => rateLimitStore.close());
    if (redis) {
      // The server starts anyway: Redis may come up after it, and readiness says so until then.
      await redis.ping().catch((error: Error) => {
        app.log.error(
          `Could not reach Redis at ${redis.address} (REDIS_URL): ${error.message}. Until it answers, /api/ready reports it and requests that count a limit (sign-in, sign-up, password reset) answer 503.`,
        );
      });
    } else if (config.processes > 1) {
      app.log.warn(
        'WEB_CONCURRENCY without REDIS_URL: each process counts the per-address request limits on its own',
      );
    }

    // 7b. Payments: Razorpay, or the built-in test gateway on this server, which it reaches at
    // its own address once listening. The test gateway keeps its records and keys in this
    // database, so every instance and a restart agree on them.
    const builtInGateway =
      config.payments.gateway === 'built-in' ? await openBuiltInGateway(database.db) : undefined;
    const gateway = createPaymentGateway(config, () => selfOrigin(app), builtInGateway?.store.keys);
    app.decorate('paymentGateway', gateway);

    // 7c. Every module's service, then CSRF checks on the listed paths, then who is calling
    // (session cookie, or a Bearer session or access token).
    const services = createServices({
      config,
      db: database.db,
      outbox: mail.outbox,
      now,
      rateLimitStore,
      gateway,
      log: app.log,
      scheduleWorkers: options.mailWorker ?? true,
    });
    const { payments } = services;
    registerCsrfProtection(app, { publicUrl: config.publicUrl });
    registerAuthentication(app, {
      sessions: services.sessions,
      accessTokens: services.accessTokens,
      cookieName: config.sessionCookieName,
    });

    metrics.watch({
      now,
      ping: () => database.ping(),
      mailBacklog: mail.backlog,
      invoiceBacklog: services.invoices.backlog,
      awaitingReconciliation: payments.awaitingReconciliation,
      poolStats: database.poolStats,
    });

    // 8. API modules, documented at /api/docs.
    await registerOpenApi(app, {
      publicUrl: config.publicUrl,
      sessionCookieName: config.sessionCookieName,
    });
    await app.register(apiModules, {
      prefix: '/api',
      services,
      database,
      outbox: mail.outbox,
      config,
      now,
      gateway,
    });
    if (builtInGateway && gateway.builtIn) {
      app.log.warn('payments go to the built-in test gateway: no money moves');
      await app.register(builtInGateway.routes, {
        prefix: TEST_GATEWAY_PREFIX,
        store: builtInGateway.store,
        ...gateway.builtIn,
      });
    }

    // 9. Files the server writes itself, which win over anything the web build holds, and the
    // metrics for Prometheus.
    await app.register(findabilityRoutes, { publicUrl: config.publicUrl });
    await mail.registerMailbox(app);
    await metrics.serve(config.metricsToken);

    // 10. The web app.
    await registerStaticHost(app, {
      webBuildDir: config.webBuildDir,
      https,
      formActions: [gateway.checkoutOrigin],
    });

    // 11. The background jobs (src/jobs/job-list.ts): they run once the server is ready, and stop
    // before the database closes.
    const jobList = listJobs({
      config,
      db: database.db,
      outbox: mail.outbox,
      mailWorker: mail.worker,
      services,
      now,
      log: app.log,
    });
    registerJobs(app, jobList, {
      tally: metrics.jobs,
      workers: options.mailWorker ?? true,
      periodic: options.backgroundJobs ?? true,
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
