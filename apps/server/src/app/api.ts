import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '#src/config.ts';
import type { DatabaseHandle } from '#src/db/client.ts';
import { accessTokensRoutes } from '#src/modules/access-tokens/access-tokens-routes.ts';
import { accountsRoutes } from '#src/modules/accounts/accounts-routes.ts';
import { auditRoutes } from '#src/modules/audit/audit-routes.ts';
import { backOfficeRoutes } from '#src/modules/back-office/back-office-routes.ts';
import { backOfficeSearchRoutes } from '#src/modules/back-office-search/back-office-search-routes.ts';
import { careersModule } from '#src/modules/careers/careers-module.ts';
import { careersAdminRoutes } from '#src/modules/careers-admin/careers-admin-routes.ts';
import { cartRoutes } from '#src/modules/cart/cart-routes.ts';
import { catalogueRoutes } from '#src/modules/catalogue/catalogue-routes.ts';
import { contactRoutes } from '#src/modules/contact/contact-routes.ts';
import { healthRoutes } from '#src/modules/health/health-routes.ts';
import { leadsRoutes } from '#src/modules/leads/leads-routes.ts';
import type { MailOutbox } from '#src/modules/mail/outbox.ts';
import { matterArchiveRoutes } from '#src/modules/matter-archive/matter-archive-routes.ts';
import { matterCalendarRoutes } from '#src/modules/matter-calendar/matter-calendar-routes.ts';
import { matterDeadlinesRoutes } from '#src/modules/matter-deadlines/matter-deadlines-routes.ts';
import { matterEngagementsRoutes } from '#src/modules/matter-engagements/engagements-routes.ts';
import { matterMessagesRoutes } from '#src/modules/matter-messages/matter-messages-routes.ts';
import { retentionRoutes } from '#src/modules/matter-retention/retention-routes.ts';
import { clientMattersRoutes } from '#src/modules/matters/client-matters-routes.ts';
import {
  matterDocumentsRoutes,
  matterRequestsRoutes,
} from '#src/modules/matters/matter-documents-routes.ts';
import { matterPapersRoutes } from '#src/modules/matters/matter-papers-routes.ts';
import { mattersRoutes } from '#src/modules/matters/matters-routes.ts';
import { ordersRoutes } from '#src/modules/orders/orders-routes.ts';
import { passkeysRoutes } from '#src/modules/passkeys/passkeys-routes.ts';
import type { PaymentGateway } from '#src/modules/payments/payment-gateway.ts';
import { paymentsModule } from '#src/modules/payments/payments-module.ts';
import { profileRoutes } from '#src/modules/profile/profile-routes.ts';
import { refundsRoutes } from '#src/modules/refunds/refunds-routes.ts';
import { salesRoutes } from '#src/modules/sales/sales-routes.ts';
import { savedViewsRoutes } from '#src/modules/saved-views/saved-views-routes.ts';
import { securityActivityRoutes } from '#src/modules/security-notices/security-activity-routes.ts';
import type { SessionCookieSettings } from '#src/modules/sessions/session-cookie.ts';
import { subscriptionsModule } from '#src/modules/subscriptions/subscriptions-module.ts';
import { transactionsRoutes } from '#src/modules/transactions/transactions-routes.ts';
import { twoFactorRoutes } from '#src/modules/two-factor/two-factor-routes.ts';
import { usersModule } from '#src/modules/users/users-module.ts';
import { registerOpenApi } from '#src/plugins/openapi.ts';
import type { Services } from '#src/services.ts';

type ApiOptions = {
  services: Services;
  database: DatabaseHandle;
  outbox: MailOutbox;
  config: AppConfig;
  now: () => Date;
  gateway: PaymentGateway;
};

/**
 * The API: one plugin per module, each given the services it uses. Every route lives under
 * `/api/<Group>`, a group of `API_GROUPS` (docs/product-rules.md); a module whose routes span
 * several groups sets them itself.
 */
const apiModules: FastifyPluginAsyncZod<ApiOptions> = async (
  api,
  { services, database, outbox, config, now, gateway },
) => {
  const { db } = database;
  const { accounts, passwords, sessions, users, payments } = services;
  const cookie: SessionCookieSettings = {
    name: config.sessionCookieName,
    domain: config.cookieDomain,
    secure: config.publicUrl.startsWith('https:'),
  };
  const linkDeps = {
    db,
    outbox,
    now,
    limiter: services.limiter,
    publicUrl: config.publicUrl,
    reconcile: payments.reconcileOrder,
  };
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
  await api.register(leadsRoutes, { leads: services.leads, now });
  await api.register(accountsRoutes, {
    accounts,
    passwords,
    sessions,
    cookie,
  });
  await api.register(twoFactorRoutes, {
    twoFactor: services.twoFactor,
    policy: services.twoFactorPolicy,
    secondStep: services.secondStep,
    sessions,
    cookie,
  });
  await api.register(passkeysRoutes, {
    passkeys: services.passkeys,
    passkeySignIn: services.passkeySignIn,
    sessions,
    cookie,
  });
  await api.register(usersModule, { users, sessions, cookie });
  await api.register(auditRoutes, { audit: services.audit, now });
  await api.register(profileRoutes, { profile: services.profile, sessions });
  await api.register(securityActivityRoutes, { activityOf: services.securityActivity });
  await api.register(accessTokensRoutes, { accessTokens: services.accessTokens });
  await api.register(cartRoutes, { cart: services.cart });
  await api.register(ordersRoutes, { orders: services.orders });
  await api.register(paymentsModule, { payments, linkDeps, webhookSecret });
  await api.register(transactionsRoutes, {
    transactions: services.transactions,
    creditNotes: services.creditNotes,
    now,
  });
  await api.register(subscriptionsModule, { subscriptions: services.subscriptions });
  await api.register(clientMattersRoutes, { clientMatters: services.clientMatters });
  await api.register(matterRequestsRoutes, { requests: services.matterRequests });
  await api.register(matterDocumentsRoutes, { documents: services.matterDocuments });
  await api.register(matterCalendarRoutes, { calendar: services.matterCalendar });
  await api.register(matterPapersRoutes, { papers: services.matterPapers });
  await api.register(matterMessagesRoutes, { messages: services.matterMessages });
  await api.register(matterArchiveRoutes, { archive: services.matterArchive });

  // The firm's back office: each endpoint declares STAFF_PERMISSION in the contract.
  await api.register(careersAdminRoutes, { careersAdmin: services.careersAdmin });
  await api.register(salesRoutes, { sales: services.sales });
  await api.register(refundsRoutes, {
    refunds: services.refunds,
    creditNotes: services.creditNotes,
  });
  await api.register(backOfficeRoutes, {
    orders: services.backOfficeOrders,
    organisations: services.backOfficeOrganisations,
    db,
    now,
  });
  await api.register(backOfficeSearchRoutes, { search: services.backOfficeSearch });
  await api.register(savedViewsRoutes, { savedViews: services.savedViews });
  await api.register(matterDeadlinesRoutes, { deadlines: services.matterDeadlines });
  await api.register(mattersRoutes, { matters: services.matters });
  await api.register(matterEngagementsRoutes, { engagements: services.matterEngagements });
  await api.register(retentionRoutes, { retention: services.retention });
};

/** The API under `/api`, described first so that every route it registers is documented at /api/docs. */
export async function registerApi(app: FastifyInstance, options: ApiOptions): Promise<void> {
  await registerOpenApi(app, {
    publicUrl: options.config.publicUrl,
    sessionCookieName: options.config.sessionCookieName,
  });
  await app.register(apiModules, { prefix: '/api', ...options });
}
