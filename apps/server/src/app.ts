import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { registerApi } from './app/api.ts';
import type { BuildAppOptions } from './app/build-options.ts';
import { ensureConfiguredPlatformAdmin, setUpDatabase } from './app/database.ts';
import { createFastifyInstance } from './app/fastify-instance.ts';
import { setUpPaymentGateway } from './app/payment-gateway.ts';
import { registerRateLimits } from './app/rate-limits.ts';
import { listJobs } from './jobs/job-list.ts';
import { registerJobs } from './jobs/jobs.ts';
import { careersPage } from './modules/careers/careers-page.ts';
import { pricedPages } from './modules/catalogue/priced-pages.ts';
import { findabilityRoutes } from './modules/findability/findability-routes.ts';
import { createServerMetrics } from './modules/metrics/server-metrics.ts';
import { openidRoutes } from './modules/openid/openid-routes.ts';
import { twoFactorKey } from './modules/two-factor/two-factor-key.ts';
import { registerAuthentication } from './plugins/authentication.ts';
import { registerCsrfProtection } from './plugins/csrf.ts';
import { setUpMail } from './plugins/mail.ts';
import { sendLoopbackAliasesToPublicUrl } from './plugins/one-loopback-name.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { liveTogether, registerStaticHost } from './plugins/static-host.ts';
import { COMPRESS_THRESHOLD } from './plugins/web-build.ts';
import { createServices } from './services.ts';

export type { BuildAppOptions } from './app/build-options.ts';

/**
 * Builds the server in a fixed order, each step in its own file (docs/decisions/0056). The
 * instance is returned before `ready()`, so callers (tests) can still add routes.
 */
export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const now = options.now ?? (() => new Date());
  const https = config.publicUrl.startsWith('https:');
  const workers = options.mailWorker ?? true;

  // 1. Config (validated before we get here, config.ts), logging, validation, errors, body parsers.
  const app = createFastifyInstance({
    config,
    logger: options.logger ?? config.logLevel,
    logStream: options.logStream,
  });
  // Every response is timed, so the timing hook comes before any route.
  const metrics = createServerMetrics(app);

  // 2. Database: migrated and seeded, or the start fails (and closes it).
  const database = await setUpDatabase(app, { config, given: options.database, now });
  const { db } = database;
  try {
    // One key for the run: a throw-away database's is made afresh on each call.
    const twoFactorKeyOfRun = twoFactorKey(config);
    await ensureConfiguredPlatformAdmin(app, { config, db, now, twoFactorKey: twoFactorKeyOfRun });

    // 3. Mail: an outbox in the database, sent over SMTP_URL or kept in the local mailbox.
    const mail = setUpMail(app, { config, db, schedule: workers });

    // 4. Security headers, with the site's Content-Security-Policy; pages asked for on another
    // name for this machine go to the one PUBLIC_URL names, where the cookies are.
    await registerSecurityHeaders(app, { https });
    sendLoopbackAliasesToPublicUrl(app, config.publicUrl);

    // 5. Compression of every response worth compressing.
    await app.register(compress, { encodings: ['br', 'gzip'], threshold: COMPRESS_THRESHOLD });

    // 6. Rate limits per address, and the counters that guard accounts, shared by every instance.
    const rateLimitStore = await registerRateLimits(app, { config, db, max: options.rateLimitMax });

    // 7. Cookies, for the session cookie shared across the firm's subdomains.
    await app.register(cookie);

    // 8. Payments (Razorpay or the built-in test gateway), then every module's service.
    const payments = await setUpPaymentGateway(app, { config, db });
    const { gateway } = payments;
    const services = createServices({
      config,
      db,
      outbox: mail.outbox,
      now,
      rateLimitStore,
      gateway,
      twoFactorKey: twoFactorKeyOfRun,
      log: app.log,
      scheduleWorkers: workers,
      accountMailPollMs: options.accountMailPollMs,
    });
    metrics.watch({
      now,
      ping: () => database.ping(),
      mailBacklog: mail.backlog,
      invoiceBacklog: services.invoices.backlog,
      openidLogoutBacklog: services.openid.logoutBacklog,
      awaitingReconciliation: services.payments.awaitingReconciliation,
      poolStats: database.poolStats,
    });

    // 9. CSRF checks on the listed paths, then who is calling (session cookie, or a Bearer
    // session or access token).
    registerCsrfProtection(app, { publicUrl: config.publicUrl });
    registerAuthentication(app, {
      sessions: services.sessions,
      accessTokens: services.accessTokens,
      twoFactorPolicy: services.twoFactorPolicy,
      cookieName: config.sessionCookieName,
    });

    // 10. The API's modules, documented at /api/docs, and the built-in gateway's pages.
    await registerApi(app, { services, database, outbox: mail.outbox, config, now, gateway });
    await payments.registerBuiltInRoutes();
    // The portal as the firm's apps' OpenID Connect provider, under /oidc (docs/decisions/0090).
    await app.register(openidRoutes, {
      openid: services.openid,
      sessions: services.sessions,
      cookieName: config.sessionCookieName,
      https,
    });

    // 11. Files the server writes itself, which win over anything the web build holds, and the
    // metrics for Prometheus.
    await app.register(findabilityRoutes, { publicUrl: config.publicUrl });
    await mail.registerMailbox(app);
    await metrics.serve(config.metricsToken);

    // 12. The web app, whose catch-all route must not shadow anything above; its product pages
    // and their sharing cards say the catalogue's current prices (docs/decisions/0062), and its
    // careers page the openings open today (docs/decisions/0068).
    await registerStaticHost(app, {
      webBuildDir: config.webBuildDir,
      https,
      formActions: [gateway.checkoutOrigin],
      live: liveTogether(pricedPages(services.catalogue), careersPage(services.careers)),
    });

    // 13. The background jobs (src/jobs/job-list.ts): they run once the server is ready, and stop
    // before the database closes.
    const jobs = listJobs({
      config,
      db,
      outbox: mail.outbox,
      mailWorker: mail.worker,
      services,
      now,
      log: app.log,
    });
    registerJobs(app, jobs, {
      tally: metrics.jobs,
      workers,
      periodic: options.backgroundJobs ?? true,
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
