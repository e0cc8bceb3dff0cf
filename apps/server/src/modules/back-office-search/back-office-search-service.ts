import { ORGANISATION_DEFAULT_SORTING } from '@prakar/shared/back-office-organisations';
import type { BackOfficeSearchResult } from '@prakar/shared/back-office-search';
import type { Database } from '#src/db/client.ts';
import type { Counted } from '#src/db/keyset.ts';
import type { BackOfficeOrganisations } from '#src/modules/back-office/back-office-organisations.ts';
import type { LeadsService } from '#src/modules/leads/leads-service.ts';
import type { MattersService } from '#src/modules/matters/matters-service.ts';
import type { TransactionsService } from '#src/modules/transactions/transactions-service.ts';
import { createBackOfficeSearchRepository } from './back-office-search-repository.ts';

/** How many records of each kind the search box shows; the count says how many more match. */
const SHOWN_PER_KIND = 5;

export interface BackOfficeSearchDeps {
  db: Database;
  organisations: BackOfficeOrganisations;
  transactions: TransactionsService;
  leads: LeadsService;
  matters: MattersService;
}

const found = <Hit>(shown: Hit[], { total, totalIsLowerBound }: Counted) => ({
  shown,
  total,
  totalIsLowerBound,
});

/**
 * The back office's one search box: organisations, orders, leads and advisory matters as their
 * own lists search them (matters newest first), and invoices, credit notes and applicants of every opening, a few of each kind.
 */
export function createBackOfficeSearch(deps: BackOfficeSearchDeps) {
  const repository = createBackOfficeSearchRepository(deps.db);
  return {
    async search(text: string): Promise<BackOfficeSearchResult> {
      const [organisations, orders, invoices, creditNotes, leads, matters, applicants] =
        await Promise.all([
          deps.organisations.list({
            search: text,
            pageSize: SHOWN_PER_KIND,
            ...ORGANISATION_DEFAULT_SORTING,
          }),
          deps.transactions.search(
            { organisationId: undefined, search: text },
            undefined,
            SHOWN_PER_KIND,
          ),
          repository.invoices(text, SHOWN_PER_KIND),
          repository.creditNotes(text, SHOWN_PER_KIND),
          deps.leads.page({ search: text }, undefined, SHOWN_PER_KIND),
          deps.matters.page({
            search: text,
            sort: 'opened',
            order: 'desc',
            pageSize: SHOWN_PER_KIND,
          }),
          repository.applicants(text, SHOWN_PER_KIND),
        ]);
      const document = ({
        id,
        number,
        orderReference,
        buyerName,
      }: (typeof invoices.rows)[number]) => ({
        id,
        number,
        orderReference,
        buyerName,
      });
      return {
        organisations: found(
          organisations.organisations.map(({ id, name, gstin }) => ({ id, name, gstin })),
          organisations,
        ),
        orders: found(
          orders.transactions.map(({ reference, number, buyerName, organisationName }) => ({
            reference,
            number,
            buyerName,
            organisationName,
          })),
          orders.paging,
        ),
        invoices: found(invoices.rows.map(document), invoices),
        creditNotes: found(creditNotes.rows.map(document), creditNotes),
        leads: found(
          leads.leads.map(({ id, name, email, subject }) => ({ id, name, email, subject })),
          leads,
        ),
        matters: found(
          matters.matters.map(({ id, number, organisation, subject }) => ({
            id,
            number,
            organisationName: organisation.name,
            subject,
          })),
          matters,
        ),
        applicants: found(
          applicants.rows.map(({ id, openingId, openingTitle, name, email }) => ({
            id,
            openingId,
            openingTitle,
            name,
            email,
          })),
          applicants,
        ),
      };
    },
  };
}

export type BackOfficeSearch = ReturnType<typeof createBackOfficeSearch>;
