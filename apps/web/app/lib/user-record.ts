import { STORAGE_KEYS } from '@prakar/shared/constants';
import { readItem } from './storage';

/**
 * The signed-in user as kept in local storage `UserData`. The session secret is not part of it: it
 * lives in an HttpOnly cookie the page cannot read.
 */
export interface UserRecord {
  UserId: number;
  RoleId: number;
  IsAdmin: boolean;
  Name: string;
  /** `Yes` when the profile is complete. */
  IsProfileDataSaved: string;
  /**
   * What the server allows this user (role and access control) and the apps they may open; the
   * menu and My Apps mirror them. Absent in a record kept from before they existed.
   */
  Permissions?: string[];
  Apps?: string[];
}

const stringList = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;

/** A record, or null for anonymous: no record, unreadable JSON, or a missing/negative UserId. */
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
  const userId = Number(record.UserId);
  if (record.UserId === null || record.UserId === '' || !Number.isInteger(userId) || userId < 0) {
    return null;
  }
  return {
    UserId: userId,
    RoleId: Number.isFinite(Number(record.RoleId)) ? Number(record.RoleId) : 0,
    IsAdmin: record.IsAdmin === true || record.IsAdmin === 'true',
    Name: typeof record.Name === 'string' ? record.Name : '',
    IsProfileDataSaved:
      typeof record.IsProfileDataSaved === 'string' ? record.IsProfileDataSaved : '',
    Permissions: stringList(record.Permissions),
    Apps: stringList(record.Apps),
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
