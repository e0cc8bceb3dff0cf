import type { AuditAction } from '@prakar/shared/audit';
import {
  ORGANISATION_EXPORT_ROW_LIMIT,
  type OrganisationExport,
  type OrganisationList,
  type OrganisationPage,
  type OrganisationQuery,
} from '@prakar/shared/back-office-organisations';
import { addDays, startOfIstDay } from '@prakar/shared/ist-calendar';
import type { Subscription } from '@prakar/shared/subscriptions';
import {
  messageReceivedSentence,
  type Timeline,
  type TimelineEntry,
} from '@prakar/shared/timeline';
import type { Database } from '#src/db/client.ts';
import type { Counted } from '#src/db/keyset.ts';
import { notFound } from '#src/http-error.ts';
import { type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import type { AuditService } from '#src/modules/audit/audit-service.ts';
import { newestEntries } from '#src/modules/audit/audit-timeline.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import type { SubscriptionsService } from '#src/modules/subscriptions/subscriptions-service.ts';
import type { TransactionsService } from '#src/modules/transactions/transactions-service.ts';
import type { UsersService } from '#src/modules/users/users-service.ts';
import { countedThenAudited } from './counted-then-audited.ts';
import { organisationsCsv, organisationsExportFilename } from './organisations-export.ts';
import { createOrganisationsRepository } from './organisations-repository.ts';

export const ORGANISATION_NOT_FOUND = 'We could not find that organisation.';

/** How many of each list an organisation's page shows before linking to the whole list. */
const SHOWN = 10;

export interface BackOfficeOrganisationsDeps {
  db: Database;
  now: () => Date;
  users: UsersService;
  subscriptions: SubscriptionsService;
  transactions: TransactionsService;
  audit: AuditService;
}

/** A person's own comings and goings and readings: no news about the organisation, and its timeline's bulk. */
const SESSION_ACTIONS: readonly AuditAction[] = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'session_revoked',
  'password_changed',
  'password_reset_requested',
  'password_reset',
  'matter_documents_viewed',
];

const BY_THE_SYSTEM = { kind: 'system', name: null } as const;

/** A subscription's start, and its end once it has run out (days in IST, from their midnight). */
function subscriptionEntries(subscription: Subscription): TimelineEntry[] {
  const entry = (what: string, day: string): TimelineEntry => ({
    id: `subscription-${what}:${subscription.id}`,
    at: startOfIstDay(day).toISOString(),
    actor: BY_THE_SYSTEM,
    sentence: `The subscription to ${subscription.productName} ${what}`,
    link: null,
  });
  const began = entry('began', subscription.startsOn);
  return subscription.status === 'expired'
    ? [began, entry('ran out', addDays(subscription.endsOn, 1))]
    : [began];
}

const sortingOf = ({ sort, order }: OrganisationExport) => ({ sort, order });

function summaryOf<Row extends { createdAt: Date }>({
  key: _key,
  total: _total,
  createdAt,
  ...row
}: Row & { key: unknown; total: unknown }) {
  return { ...row, createdAt: createdAt.toISOString() };
}

const counted = ({ total, totalIsLowerBound }: Counted): Counted => ({ total, totalIsLowerBound });

/** The customer organisations for the firm's staff: a searchable list, and each one's own page. */
export function createBackOfficeOrganisations(deps: BackOfficeOrganisationsDeps) {
  const repository = createOrganisationsRepository(deps.db);
  return {
    async list(query: OrganisationQuery): Promise<OrganisationList> {
      const page = await repository.list(
        query.search || undefined,
        query.cursor,
        query.pageSize,
        sortingOf(query),
      );
      return { organisations: page.rows.map(summaryOf), ...page.paging };
    },

    /**
     * The organisations the list's search finds, in its order, as CSV; once the last row is
     * written, the download is audited with how many organisations it held.
     */
    exportCsv(current: CurrentUser, query: OrganisationExport, origin: RequestOrigin) {
      const batches = repository.batches(
        query.search || undefined,
        ORGANISATION_EXPORT_ROW_LIMIT,
        sortingOf(query),
      );
      const audited = countedThenAudited(batches, (rows) =>
        recordAudit(deps.db, deps.now(), origin, {
          action: 'organisations_exported',
          actorUserId: current.account.id,
          targetType: 'organisation',
          after: { rows, ...query },
        }),
      );
      return {
        filename: organisationsExportFilename(deps.now()),
        chunks: organisationsCsv(audited),
      };
    },

    async get(current: CurrentUser, id: string): Promise<OrganisationPage> {
      const organisation = await repository.find(id);
      if (!organisation) throw notFound(ORGANISATION_NOT_FOUND);
      const [users, orders, paid, subscriptions, leads] = await Promise.all([
        deps.users.list(current, {
          organisationId: id,
          sort: 'name',
          order: 'asc',
          pageSize: SHOWN,
        }),
        deps.transactions.search({ organisationId: id }, undefined, SHOWN),
        // Every paid order has its invoice, refunded ones too (a raw status, not as shown).
        deps.transactions.search({ organisationId: id, status: ['paid'] }, undefined, SHOWN),
        deps.subscriptions.list(current, id),
        repository.leads(id, SHOWN),
      ]);
      const { tan: _tan, createdAt, ...details } = organisation;
      return {
        organisation: { ...details, createdAt: createdAt.toISOString() },
        users: { shown: users.users, ...counted(users) },
        orders: { shown: orders.transactions, ...counted(orders.paging) },
        invoices: { shown: paid.transactions, ...counted(paid.paging) },
        subscriptions: subscriptions.subscriptions,
        leads: leads.map((lead) => ({ ...lead, createdAt: lead.createdAt.toISOString() })),
      };
    },

    /**
     * What happened at the organisation, newest first: its audit trail without sign-ins (users
     * invited and joining, orders, refunds), its start as a customer, its subscriptions' starts
     * and ends, and the messages its users sent through the website.
     */
    async timeline(current: CurrentUser, id: string, limit: number): Promise<Timeline> {
      const organisation = await repository.find(id);
      if (!organisation) throw notFound(ORGANISATION_NOT_FOUND);
      const [trail, subscriptions, leads] = await Promise.all([
        deps.audit.timeline({ organisationId: id, leaving: SESSION_ACTIONS }, limit + 1),
        deps.subscriptions.list(current, id),
        repository.leads(id, limit + 1),
      ]);
      const joined: TimelineEntry = {
        id: `organisation:${id}`,
        at: organisation.createdAt.toISOString(),
        actor: BY_THE_SYSTEM,
        sentence: `${organisation.name} became a customer`,
        link: null,
      };
      const messages = leads.map(
        (lead): TimelineEntry => ({
          id: `lead:${lead.id}`,
          at: lead.createdAt.toISOString(),
          actor: { kind: 'customer', name: lead.name },
          sentence: messageReceivedSentence(lead.name, lead.subject),
          link: { kind: 'lead', key: lead.id, label: 'The message' },
        }),
      );
      return newestEntries(
        limit,
        trail,
        [joined],
        subscriptions.subscriptions.flatMap(subscriptionEntries),
        messages,
      );
    },
  };
}

export type BackOfficeOrganisations = ReturnType<typeof createBackOfficeOrganisations>;
