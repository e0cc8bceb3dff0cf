import type { Executor } from '#src/db/client.ts';
import { createAccountsRepository } from './accounts-repository.ts';

export type { OrganisationRow, UserRow } from './accounts-repository.ts';

/**
 * What other modules do with accounts, inside their own transaction: user administration invites
 * people and changes their role or status, the profile edits names and billing details. Sign-up,
 * sign-in and passwords stay in accounts-service.ts and password-service.ts.
 */
export function accountRecords(db: Executor) {
  const repository = createAccountsRepository(db);
  return {
    findUserByEmail: repository.findUserByEmail,
    findUserById: repository.findUserById,
    insertUserIfNew: repository.insertUserIfNew,
    updateUser: repository.updateUser,
    updateOrganisation: repository.updateOrganisation,
    issueEmailToken: (...args: Parameters<typeof repository.issueEmailToken>) =>
      repository.issueEmailToken(...args),
    findEmailToken: repository.findEmailToken,
    useEmailToken: repository.useEmailToken,
  };
}
