import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import { createAccessService } from '#src/modules/access/access-service.ts';
import { createAccessTokensService } from '#src/modules/access-tokens/access-tokens-service.ts';
import { createAccountMailHandler } from '#src/modules/accounts/account-mail-handler.ts';
import { createAccountMailWorker } from '#src/modules/accounts/account-mail-worker.ts';
import { createAccountsService } from '#src/modules/accounts/accounts-service.ts';
import { argon2Hasher } from '#src/modules/accounts/password-hasher.ts';
import { createPasswordService } from '#src/modules/accounts/password-service.ts';
import { createSessionStarter } from '#src/modules/accounts/start-session.ts';
import { createAuditService } from '#src/modules/audit/audit-service.ts';
import { createBackOfficeOrders } from '#src/modules/back-office/back-office-orders.ts';
import { createBackOfficeOrganisations } from '#src/modules/back-office/back-office-organisations.ts';
import { createBackOfficeSearch } from '#src/modules/back-office-search/back-office-search-service.ts';
import { createCareersService } from '#src/modules/careers/careers-service.ts';
import { createCareersAdminService } from '#src/modules/careers-admin/careers-admin-service.ts';
import { createCartService } from '#src/modules/cart/cart-service.ts';
import { createCatalogueRepository } from '#src/modules/catalogue/catalogue-repository.ts';
import { createCatalogueService } from '#src/modules/catalogue/catalogue-service.ts';
import { createContactService } from '#src/modules/contact/contact-service.ts';
import { createCreditNoteWorker } from '#src/modules/credit-notes/credit-note-worker.ts';
import { createCreditNotesService } from '#src/modules/credit-notes/credit-notes-service.ts';
import { createInvoiceWorker } from '#src/modules/invoices/invoice-worker.ts';
import { createLeadsService } from '#src/modules/leads/leads-service.ts';
import type { MailOutbox } from '#src/modules/mail/outbox.ts';
import { createMatterArchive } from '#src/modules/matter-archive/matter-archive.ts';
import { createMatterCalendar } from '#src/modules/matter-calendar/matter-calendar.ts';
import { createMatterDeadlinesService } from '#src/modules/matter-deadlines/matter-deadlines-service.ts';
import { createMatterEngagements } from '#src/modules/matter-engagements/engagements-service.ts';
import { createMatterMessages } from '#src/modules/matter-messages/matter-messages.ts';
import { createRetentionSetting } from '#src/modules/matter-retention/retention-setting.ts';
import { createClientMatters } from '#src/modules/matters/client-matters.ts';
import { createMatterDocuments } from '#src/modules/matters/matter-documents.ts';
import { createMatterPapers } from '#src/modules/matters/matter-papers.ts';
import { createMatterRequests } from '#src/modules/matters/matter-requests.ts';
import { createMattersService } from '#src/modules/matters/matters-service.ts';
import { launchUrlsOf, openidClientsOf } from '#src/modules/openid/openid-clients.ts';
import { OPENID_PATH } from '#src/modules/openid/openid-provider.ts';
import { createOpenidService } from '#src/modules/openid/openid-service.ts';
import { openidSigningKeys } from '#src/modules/openid/openid-signing-key.ts';
import { createOrdersService } from '#src/modules/orders/orders-service.ts';
import { createPasskeyAssertion } from '#src/modules/passkeys/passkey-assertion.ts';
import { createPasskeySignIn } from '#src/modules/passkeys/passkey-sign-in.ts';
import { createPasskeysService } from '#src/modules/passkeys/passkeys-service.ts';
import type { PaymentGateway } from '#src/modules/payments/payment-gateway.ts';
import { createPaymentsService } from '#src/modules/payments/payments-service.ts';
import { createProfileService } from '#src/modules/profile/profile-service.ts';
import { createLimiter } from '#src/modules/rate-limit/limits.ts';
import type { RateLimitStore } from '#src/modules/rate-limit/rate-limit-store.ts';
import { applyRefundReport } from '#src/modules/refunds/apply-refund-report.ts';
import { createRefundsService } from '#src/modules/refunds/refunds-service.ts';
import { createSalesService } from '#src/modules/sales/sales-service.ts';
import { createSavedViewsService } from '#src/modules/saved-views/saved-views-service.ts';
import { createPlaceFinder } from '#src/modules/security-notices/approximate-place.ts';
import { createSecurityActivity } from '#src/modules/security-notices/security-activity.ts';
import { createSecurityNotices } from '#src/modules/security-notices/security-notices.ts';
import { createSessionsService } from '#src/modules/sessions/sessions-service.ts';
import { createSubscriptionsService } from '#src/modules/subscriptions/subscriptions-service.ts';
import { createTransactionsService } from '#src/modules/transactions/transactions-service.ts';
import { createSecondStep } from '#src/modules/two-factor/second-step.ts';
import {
  createTwoFactorPolicy,
  type TwoFactorPolicyService,
} from '#src/modules/two-factor/two-factor-policy.ts';
import { createTwoFactorService } from '#src/modules/two-factor/two-factor-service.ts';
import { createUsersService } from '#src/modules/users/users-service.ts';

export interface ServicesDeps {
  config: AppConfig;
  db: Database;
  outbox: MailOutbox;
  now: () => Date;
  rateLimitStore: RateLimitStore;
  gateway: PaymentGateway;
  /** Encrypts the authenticator secrets of two-step sign-in (modules/two-factor/two-factor-key.ts). */
  twoFactorKey: Buffer;
  log: FastifyBaseLogger;
  /** Whether background workers wake on their own after a request (tests drain them instead). */
  scheduleWorkers: boolean;
  /** How often the account mail worker looks for requests, when not the usual second. */
  accountMailPollMs?: number;
}

/**
 * Every module's service, built once: a module that needs another's gets that service here
 * (docs/decisions/0015), never its repository. The API's module list in app.ts hands them out.
 */
export function createServices(deps: ServicesDeps) {
  const { config, db, outbox, now } = deps;
  const limiter = createLimiter(deps.rateLimitStore, now);
  /** What each background worker that sends mail starts from: its own log, named after it. */
  const mailingWorker = (module: string) => ({ db, outbox, log: deps.log.child({ module }) });
  const access = createAccessService({ db });
  const sessions = createSessionsService({
    db,
    now,
    absoluteHours: config.sessionAbsoluteHours,
  });
  const accountMail = createAccountMailWorker({
    ...mailingWorker('account-mail'),
    pollIntervalMs: deps.accountMailPollMs,
    handle: createAccountMailHandler({ outbox, now, publicUrl: config.publicUrl }),
  });
  const placeOf = createPlaceFinder();
  const notices = createSecurityNotices({ db, outbox, publicUrl: config.publicUrl, placeOf });
  const startSession = createSessionStarter({ db, sessions, access, notices, now });
  // The policy, the app and the passkeys ask each other: each is built before it is called.
  const assertNotLast: TwoFactorPolicyService['assertNotLast'] = (tx, user, method) =>
    twoFactorPolicy.assertNotLast(tx, user, method);
  const twoFactor = createTwoFactorService({
    db,
    now,
    limiter,
    notices,
    key: deps.twoFactorKey,
    assertNotLast,
    policyCovers: (executor, user) => twoFactorPolicy.covers(executor, user),
  });
  const passkeyAssertion = createPasskeyAssertion({ db, now, publicUrl: config.publicUrl });
  const secondStep = createSecondStep({
    db,
    now,
    limiter,
    startSession,
    passkeys: passkeyAssertion,
    app: twoFactor,
  });
  const twoFactorPolicy = createTwoFactorPolicy({ db, now });
  const accountDeps = {
    db,
    outbox,
    hasher: argon2Hasher,
    sessions,
    access,
    limiter,
    now,
    publicUrl: config.publicUrl,
    mailRequests: accountMail,
    secondStep,
    notices,
  };
  const passwords = createPasswordService(accountDeps);
  const invoices = createInvoiceWorker({
    ...mailingWorker('invoices'),
    portalUrl: `${config.publicUrl}/my-subscription`,
    schedule: deps.scheduleWorkers,
  });
  const creditNoteWorker = createCreditNoteWorker({
    ...mailingWorker('credit-notes'),
    schedule: deps.scheduleWorkers,
  });
  const payments = createPaymentsService({
    db,
    now,
    log: deps.log,
    wakeInvoices: invoices.wake,
    gateway: deps.gateway,
    publicUrl: config.publicUrl,
    refundReports: {
      apply: async (tx, refund) =>
        (await applyRefundReport(tx, refund, now(), deps.log)) === 'processed'
          ? 'processed'
          : 'other',
      afterProcessed: creditNoteWorker.wake,
    },
  });
  const transactions = createTransactionsService({ db });
  const users = createUsersService({ ...accountDeps, passwords });
  // An app that signs in through the portal is launched by starting its sign-in.
  const openidClients = openidClientsOf(config);
  const subscriptions = createSubscriptionsService({
    db,
    now,
    appUrls: {
      ...config.appUrls,
      ...launchUrlsOf(openidClients, `${config.publicUrl}${OPENID_PATH}`),
    },
  });
  const openid = createOpenidService({
    db,
    now,
    publicUrl: config.publicUrl,
    clients: openidClients,
    signingKeys: openidSigningKeys(config),
    sessionAbsoluteHours: config.sessionAbsoluteHours,
    trustProxy: config.trustProxy !== false,
    cookieName: config.sessionCookieName,
    sessions,
    access,
    subscriptions,
    log: deps.log.child({ module: 'openid' }),
  });
  const audit = createAuditService({ db });
  const leads = createLeadsService({ db, outbox, now, limiter, audit });
  const matterDeadlines = createMatterDeadlinesService({ db, now });
  const matters = createMattersService({
    db,
    now,
    audit,
    deadlines: matterDeadlines,
    outbox,
    publicUrl: config.publicUrl,
  });
  const backOfficeOrganisations = createBackOfficeOrganisations({
    db,
    now,
    users,
    subscriptions,
    transactions,
    audit,
  });
  return {
    limiter,
    accountMail,
    invoices,
    access,
    sessions,
    accessTokens: createAccessTokensService({ db, now }),
    passwords,
    accounts: createAccountsService(accountDeps),
    twoFactor,
    securityActivity: createSecurityActivity({ db, now, placeOf }),
    twoFactorPolicy,
    secondStep,
    passkeys: createPasskeysService({
      db,
      now,
      limiter,
      notices,
      publicUrl: config.publicUrl,
      assertNotLast,
    }),
    passkeySignIn: createPasskeySignIn({
      db,
      now,
      limiter,
      assertion: passkeyAssertion,
      startSession,
    }),
    users,
    audit,
    profile: createProfileService({ db, now }),
    catalogue: createCatalogueService(createCatalogueRepository(db)),
    contact: createContactService({ db, outbox, now }),
    leads,
    careers: createCareersService({ db, outbox, now }),
    careersAdmin: createCareersAdminService({ db, outbox, now }),
    cart: createCartService({ db, now }),
    orders: createOrdersService({
      db,
      now,
      log: deps.log,
      expiryDays: config.orderExpiryDays,
      reconcile: payments.reconcileOrder,
    }),
    payments,
    creditNoteWorker,
    creditNotes: createCreditNotesService({ db }),
    refunds: createRefundsService({
      db,
      now,
      log: deps.log,
      gateway: deps.gateway,
      wakeCreditNotes: creditNoteWorker.wake,
    }),
    sales: createSalesService({ db, now }),
    transactions,
    subscriptions,
    openid,
    backOfficeOrders: createBackOfficeOrders({
      db,
      now,
      limiter,
      transactions,
      audit,
      wakeInvoices: invoices.wake,
    }),
    backOfficeOrganisations,
    backOfficeSearch: createBackOfficeSearch({
      db,
      organisations: backOfficeOrganisations,
      transactions,
      leads,
      matters,
    }),
    savedViews: createSavedViewsService({ db, now }),
    matterDeadlines,
    matters,
    clientMatters: createClientMatters({ db, now, matters }),
    matterRequests: createMatterRequests({
      db,
      now,
      outbox,
      matters,
      publicUrl: config.publicUrl,
    }),
    matterDocuments: createMatterDocuments({ db, now }),
    matterCalendar: createMatterCalendar({ db, now, limiter, publicUrl: config.publicUrl }),
    matterPapers: createMatterPapers({ db, now, outbox, matters, publicUrl: config.publicUrl }),
    matterEngagements: createMatterEngagements({
      db,
      now,
      outbox,
      limiter,
      publicUrl: config.publicUrl,
      matters,
    }),
    matterMessages: createMatterMessages({
      db,
      now,
      outbox,
      limiter,
      publicUrl: config.publicUrl,
    }),
    matterArchive: createMatterArchive({ db, now }),
    retention: createRetentionSetting({ db, now }),
  };
}

export type Services = ReturnType<typeof createServices>;
