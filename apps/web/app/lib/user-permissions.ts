import type { UserRecord } from './user-record';

/**
 * Whether the menu should offer what needs `permission`. The server decides for real; a record
 * without the list (kept from an older session) falls back to its `IsAdmin` flag.
 */
export function userHasPermission(user: UserRecord, permission: string): boolean {
  return user.Permissions ? user.Permissions.includes(permission) : user.IsAdmin;
}
