import type { SessionUser } from '@prakar/shared/auth';
import { STORAGE_KEYS } from '@prakar/shared/constants';
import { readItem } from './storage';

/**
 * The signed-in user as kept in local storage `UserData`: the server's session user
 * (`SessionUser`), read leniently. A record kept by an older page may carry numbers and flags as
 * text, lack fields added since, or name permissions this page does not know; only a usable
 * `UserId` is required. The session secret is not part of it: it lives in an HttpOnly cookie the
 * page cannot read.
 */
export type UserRecord = Pick<SessionUser, 'UserId' | 'IsAdmin' | 'Name'> &
  Partial<Pick<SessionUser, 'Email' | 'OrganisationId' | 'OrganisationName'>> & {
    RoleId: number;
    /** `Yes` when the profile is complete. */
    IsProfileDataSaved: string;
    /**
     * What the server allows this user (role and access control) and the apps they may open; the
     * menu and My Apps mirror them. Absent in a record kept from before they existed.
     */
    Permissions?: string[];
    Apps?: string[];
    /** The organisation requires two-step sign-in and it is not on yet: the set-up comes first. */
    TwoFactorSetUpRequired?: boolean;
  };

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

const stringList = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;

/** A whole number, also when an older page kept it as text. */
function wholeNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : undefined;
}

/**
 * A record, or null for anonymous: no record, unreadable JSON, or a missing/negative UserId.
 * Checked by hand rather than with the shared zod schema: this runs on every page's first load,
 * which should not have to carry zod.
 */
export function parseUserRecord(raw: string | null): UserRecord | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const userId = wholeNumber(record.UserId);
  if (userId === undefined || userId < 0) return null;
  return {
    UserId: userId,
    RoleId: wholeNumber(record.RoleId) ?? 0,
    IsAdmin: record.IsAdmin === true || record.IsAdmin === 'true',
    Name: text(record.Name) ?? '',
    IsProfileDataSaved: text(record.IsProfileDataSaved) ?? '',
    Email: text(record.Email),
    OrganisationId: text(record.OrganisationId),
    OrganisationName: text(record.OrganisationName),
    Permissions: stringList(record.Permissions),
    Apps: stringList(record.Apps),
    ...(record.TwoFactorSetUpRequired === true && { TwoFactorSetUpRequired: true }),
  };
}

export function readStoredUser(): UserRecord | null {
  return parseUserRecord(readItem(STORAGE_KEYS.userData));
}

/** The separate `IsProfileDataSaved` key decides; the record's copy is the fallback. */
export function isProfileComplete(user: UserRecord | null = readStoredUser()): boolean {
  const stored = readItem(STORAGE_KEYS.isProfileDataSaved);
  return (stored ?? user?.IsProfileDataSaved) === 'Yes';
}
