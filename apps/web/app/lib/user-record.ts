import { sessionUserSchema } from '@prakar/shared/auth';
import { STORAGE_KEYS } from '@prakar/shared/constants';
import { z } from 'zod';
import { readItem } from './storage';

const { shape } = sessionUserSchema;

/** Text the way an older page may have kept a number or a flag. */
const digits = z.string().trim().regex(/^\d+$/).transform(Number);

/**
 * The signed-in user as kept in local storage `UserData`: the server's session user
 * (`sessionUserSchema`), read leniently. A record kept by an older page may carry numbers and
 * flags as text, lack fields added since, or name permissions this page does not know; only a
 * usable `UserId` is required. The session secret is not part of it: it lives in an HttpOnly
 * cookie the page cannot read.
 */
const storedUserSchema = z.object({
  UserId: z.union([shape.UserId, digits]).pipe(shape.UserId.nonnegative()),
  RoleId: z.union([z.number(), digits]).catch(0),
  IsAdmin: z.union([shape.IsAdmin, z.literal('true').transform(() => true)]).catch(false),
  Name: shape.Name.catch(''),
  /** `Yes` when the profile is complete. */
  IsProfileDataSaved: z.string().catch(''),
  Email: shape.Email.optional().catch(undefined),
  OrganisationId: shape.OrganisationId.optional().catch(undefined),
  OrganisationName: shape.OrganisationName.optional().catch(undefined),
  /**
   * What the server allows this user (role and access control) and the apps they may open; the
   * menu and My Apps mirror them. Absent in a record kept from before they existed.
   */
  Permissions: z.array(z.string()).optional().catch(undefined),
  Apps: z.array(z.string()).optional().catch(undefined),
});

export type UserRecord = z.output<typeof storedUserSchema>;

/** A record, or null for anonymous: no record, unreadable JSON, or a missing/negative UserId. */
export function parseUserRecord(raw: string | null): UserRecord | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = storedUserSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function readStoredUser(): UserRecord | null {
  return parseUserRecord(readItem(STORAGE_KEYS.userData));
}

/** The separate `IsProfileDataSaved` key decides; the record's copy is the fallback. */
export function isProfileComplete(user: UserRecord | null = readStoredUser()): boolean {
  const stored = readItem(STORAGE_KEYS.isProfileDataSaved);
  return (stored ?? user?.IsProfileDataSaved) === 'Yes';
}
