import { ERROR_CODES } from '@prakar/shared/api-error';
import type { StaffMember } from '@prakar/shared/leads';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { users } from '#src/db/schema.ts';
import { HttpError } from '#src/http-error.ts';

export const NOT_STAFF_MESSAGE = 'Choose one of the firm’s administrators.';

/** The firm's staff who work: active platform administrators. */
const isActiveStaff = and(eq(users.role, 'platform_admin'), eq(users.status, 'active'));

const staffColumns = { id: users.id, name: users.name, email: users.email };

/** The firm's active staff by name: who may take a lead or a matter, and who hears of one. */
export function activeStaff(db: Executor): Promise<StaffMember[]> {
  return db
    .select(staffColumns)
    .from(users)
    .where(isActiveStaff)
    .orderBy(asc(users.name), asc(users.id));
}

/** Anyone's name and address by id, whatever their role or status now: for the trail. */
export async function personOf(db: Executor, id: number) {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** The staff member a row names by their id, name and address; null where it names nobody. */
export const staffOf = (
  id: number | null,
  name: string | null,
  email: string | null,
): StaffMember | null => (id === null || email === null ? null : { id, name: name ?? '', email });

/**
 * The active administrator `assigneeId` names, or null for nobody: what a lead or a matter may be
 * given to. Anyone else (a customer's user, a deactivated administrator) is a 400 on `field`.
 */
export async function assigneeOf(
  db: Executor,
  assigneeId: number | null,
  field: string,
): Promise<StaffMember | null> {
  if (assigneeId === null) return null;
  const [assignee] = await db
    .select(staffColumns)
    .from(users)
    .where(and(eq(users.id, assigneeId), isActiveStaff));
  if (!assignee) {
    throw new HttpError(400, ERROR_CODES.validation, NOT_STAFF_MESSAGE, {
      [field]: NOT_STAFF_MESSAGE,
    });
  }
  return assignee;
}
