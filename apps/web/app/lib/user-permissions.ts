import { type Permission, STAFF_PERMISSION } from '@prakar/shared/permissions';
import type { UserRecord } from './user-record';

/**
 * Whether the menu should offer what needs `permission`. The server decides for real; a record
 * without the list (kept from an older session) falls back to its `IsAdmin` flag.
 */
export function userHasPermission(user: UserRecord, permission: Permission): boolean {
  return user.Permissions ? user.Permissions.includes(permission) : user.IsAdmin;
}

/**
 * Whether the user is one of the firm's staff (a platform administrator): they work in the back
 * office, and the customer's screens (My Apps, My Subscription) are not for them. A record
 * without permissions goes by its role.
 */
export function isStaff(user: UserRecord): boolean {
  return user.Permissions ? user.Permissions.includes(STAFF_PERMISSION) : user.RoleId === 1;
}
