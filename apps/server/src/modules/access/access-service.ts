import {
  type AccessItem,
  type AccessOverrides,
  effectiveAccess,
  type Role,
  roleDefault,
} from '@prakar/shared/permissions';
import type { Database, Executor } from '#src/db/client.ts';
import { createAccessRepository } from './access-repository.ts';

/** One user's access, every matrix column: allowed or not. */
export type AccessRow = Record<AccessItem, boolean>;

/** A user as access control sees them. */
interface AccessSubject {
  id: number;
  role: Role;
}

/** A user's row of the access matrix: their access, and what their role alone gives. */
export function matrixRow(
  subject: AccessSubject,
  overrides: AccessOverrides,
): { access: AccessRow; defaults: AccessRow } {
  return {
    access: effectiveAccess(subject.role, overrides),
    defaults: effectiveAccess(subject.role),
  };
}

/**
 * Access control (docs/decisions/0009): each user gets their role's defaults, changed only where
 * an administrator set an override. Sign-in, every authenticated request and user administration
 * read the overrides here; only user administration changes them.
 */
export function createAccessService(deps: { db: Database }) {
  return {
    async overridesOf(userId: number): Promise<AccessOverrides> {
      return createAccessRepository(deps.db).overridesOf(userId);
    },

    /** A role change starts the user afresh from the new role's defaults. */
    async resetToRoleDefaults(tx: Executor, userId: number): Promise<void> {
      await createAccessRepository(tx).clear(userId);
    },

    /**
     * Sets cells of one user's row. A cell set back to the role's default stops being an
     * override, so a later change of the defaults reaches it. Returns the row before and after.
     */
    async change(
      tx: Executor,
      subject: AccessSubject,
      cells: ReadonlyMap<AccessItem, boolean>,
      at: Date,
    ): Promise<{ before: AccessRow; after: AccessRow }> {
      const repository = createAccessRepository(tx);
      const before = effectiveAccess(subject.role, await repository.overridesOf(subject.id));
      for (const [item, allowed] of cells) {
        const override = allowed === roleDefault(subject.role, item) ? null : allowed;
        await repository.set(subject.id, item, override, at);
      }
      const after = effectiveAccess(subject.role, await repository.overridesOf(subject.id));
      return { before, after };
    },
  };
}

export type AccessService = ReturnType<typeof createAccessService>;
