import type { Executor } from '#src/db/client.ts';
import {
  createMatterDocumentsRepository,
  type NewDocument,
} from './matter-documents-repository.ts';

/** Keeps a new document of a matter with its first version, in the caller's transaction. */
export const keepMatterDocument = (tx: Executor, document: NewDocument): Promise<string> =>
  createMatterDocumentsRepository(tx).insert(document);
