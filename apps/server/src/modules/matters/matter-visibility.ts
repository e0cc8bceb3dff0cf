import type { Executor } from '#src/db/client.ts';
import { notFound } from '#src/http-error.ts';
import type { AuditAction, AuditEntry } from '#src/modules/audit/audit-log.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import { createMatterDocumentsRepository } from './matter-documents-repository.ts';
import { MATTER_NOT_FOUND_MESSAGE } from './matters-service.ts';

/**
 * The matter, if `current` may see it: the firm's staff see every matter, a client only their
 * own organisation's; another organisation's is not found, as if it did not exist.
 */
export function visibleMatter<Matter extends { organisationId: string }>(
  matter: Matter | undefined,
  current: CurrentUser,
  asStaff: boolean,
): Matter {
  if (!matter || (!asStaff && matter.organisationId !== current.account.organisationId)) {
    throw notFound(MATTER_NOT_FOUND_MESSAGE);
  }
  return matter;
}

/** The organisation and number of a matter whose documents `current` may read; 404 otherwise. */
export async function readableMatter(
  db: Executor,
  current: CurrentUser,
  matterId: string,
  asStaff: boolean,
) {
  return visibleMatter(
    await createMatterDocumentsRepository(db).matter(matterId),
    current,
    asStaff,
  );
}

/** Who reads a matter's documents, and the matter as `visibleMatter` let them see it. */
export interface MatterReading {
  current: CurrentUser;
  asStaff: boolean;
  matterId: string;
  matter: { organisationId: string; number: string };
}

/**
 * A reading of a matter's documents (`details` say what was read) as the trail keeps it: against
 * the matter, and in the organisation's own trail when a client read it.
 */
export function matterReadEntry(
  action: AuditAction,
  { current, asStaff, matterId, matter }: MatterReading,
  details: object,
): AuditEntry {
  return {
    action,
    actorUserId: current.account.id,
    organisationId: asStaff ? null : matter.organisationId,
    targetType: 'matter',
    targetId: matterId,
    after: { number: matter.number, ...details },
  };
}
