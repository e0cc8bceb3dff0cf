import type { ClientMattersQuery, MatterDetail, MatterList } from '@prakar/shared/matters';
import type { Database } from '#src/db/client.ts';
import { notFound } from '#src/http-error.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import { createMattersRepository } from './matters-repository.ts';
import {
  dueDaysOf,
  MATTER_NOT_FOUND_MESSAGE,
  type MattersService,
  toMatterSummary,
} from './matters-service.ts';

/**
 * The advisory matters of the caller's own organisation, as its users with the Advisory matters
 * power see them: another organisation's matter is not found, as if it did not exist.
 */
export function createClientMatters(deps: {
  db: Database;
  now: () => Date;
  matters: MattersService;
}) {
  const repository = createMattersRepository(deps.db);

  return {
    async page(current: CurrentUser, query: ClientMattersQuery): Promise<MatterList> {
      const days = dueDaysOf(deps.now());
      const { rows, paging } = await repository.page(
        {
          status: query.state,
          organisationId: current.account.organisationId,
          sort: query.sort,
          order: query.order,
          cursor: query.cursor,
          pageSize: query.pageSize,
        },
        days,
      );
      return { matters: rows.map((row) => toMatterSummary(row, days.today)), ...paging };
    },

    async detail(current: CurrentUser, id: string): Promise<MatterDetail> {
      const row = await repository.find(id);
      if (row?.organisationId !== current.account.organisationId) {
        throw notFound(MATTER_NOT_FOUND_MESSAGE);
      }
      return deps.matters.detail(id);
    },
  };
}

export type ClientMatters = ReturnType<typeof createClientMatters>;
