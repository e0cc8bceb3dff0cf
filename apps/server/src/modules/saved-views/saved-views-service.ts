import { ERROR_CODES } from '@prakar/shared/api-error';
import {
  type createSavedViewSchema,
  SAVED_VIEW_LIMIT,
  type SavedView,
  type SavedViewList,
} from '@prakar/shared/saved-views';
import type { z } from 'zod';
import type { Database } from '#src/db/client.ts';
import { isUniqueViolation } from '#src/db/unique-violation.ts';
import { HttpError, notFound } from '#src/http-error.ts';
import { createSavedViewsRepository, type SavedViewRow } from './saved-views-repository.ts';

export interface SavedViewsDeps {
  db: Database;
  now: () => Date;
}

type CreateSavedView = z.output<typeof createSavedViewSchema>;

const toSavedView = ({ id, list, name, search }: SavedViewRow): SavedView => ({
  id,
  list,
  name,
  search,
});

const conflict = (message: string, fields?: Record<string, string>) =>
  new HttpError(409, ERROR_CODES.conflict, message, fields);

/** Each member of staff's own views: nobody sees, or can delete, anyone else's. */
export function createSavedViewsService({ db, now }: SavedViewsDeps) {
  return {
    async list(userId: number, list: SavedViewList): Promise<SavedView[]> {
      const rows = await createSavedViewsRepository(db).listOf(userId, list);
      return rows.map(toSavedView);
    },

    async create(userId: number, input: CreateSavedView): Promise<SavedView> {
      const repository = createSavedViewsRepository(db);
      if ((await repository.countOf(userId, input.list)) >= SAVED_VIEW_LIMIT) {
        throw conflict(
          `You already keep ${SAVED_VIEW_LIMIT} views on this list. Delete one you no longer use, then save this one.`,
        );
      }
      try {
        return toSavedView(await repository.insert({ userId, ...input, createdAt: now() }));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const message = `You already have a view called “${input.name}” on this list. Choose another name.`;
        throw conflict(message, { name: message });
      }
    },

    async remove(userId: number, id: string): Promise<void> {
      if (!(await createSavedViewsRepository(db).remove(userId, id))) {
        throw notFound('We could not find that view among yours.');
      }
    },
  };
}

export type SavedViewsService = ReturnType<typeof createSavedViewsService>;
