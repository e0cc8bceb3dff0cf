import { notFound } from '#src/http-error.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
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
