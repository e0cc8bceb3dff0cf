import type {
  OrganisationList,
  OrganisationPage,
  OrganisationQuery,
} from '@prakar/shared/back-office-organisations';
import type { Database } from '#src/db/client.ts';
import type { Counted } from '#src/db/keyset.ts';
import { notFound } from '#src/http-error.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import type { SubscriptionsService } from '#src/modules/subscriptions/subscriptions-service.ts';
import type { TransactionsService } from '#src/modules/transactions/transactions-service.ts';
import type { UsersService } from '#src/modules/users/users-service.ts';
import { createOrganisationsRepository } from './organisations-repository.ts';

export const ORGANISATION_NOT_FOUND = 'We could not find that organisation.';

/** How many of each list an organisation's page shows before linking to the whole list. */
const SHOWN = 10;

export interface BackOfficeOrganisationsDeps {
  db: Database;
  users: UsersService;
  subscriptions: SubscriptionsService;
  transactions: TransactionsService;
}

const counted = ({ total, totalIsLowerBound }: Counted): Counted => ({ total, totalIsLowerBound });

/** The customer organisations for the firm's staff: a searchable list, and each one's own page. */
export function createBackOfficeOrganisations(deps: BackOfficeOrganisationsDeps) {
  const repository = createOrganisationsRepository(deps.db);
  return {
    async list(query: OrganisationQuery): Promise<OrganisationList> {
      const page = await repository.list(query.search || undefined, query.cursor, query.pageSize);
      return {
        organisations: page.rows.map(({ key: _key, total: _total, createdAt, ...row }) => ({
          ...row,
          createdAt: createdAt.toISOString(),
        })),
        ...page.paging,
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
        deps.transactions.search({ organisationId: id, status: 'paid' }, undefined, SHOWN),
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
  };
}

export type BackOfficeOrganisations = ReturnType<typeof createBackOfficeOrganisations>;
