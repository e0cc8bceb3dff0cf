import { userHasPermission } from '#app/lib/user-permissions.ts';
import type { UserRecord } from '#app/lib/user-record.ts';

export interface AccountItem {
  label: string;
  to: string;
  /**
   * Admin items, shown only to users who hold the admin power: access control decides who that is,
   * through the permission the server checks for the screen.
   */
  permission?: string;
  /** Opens the Profile Details modal instead while the profile is incomplete. */
  needsProfile?: boolean;
}

/**
 * The signed-in user's menu, in its fixed order (docs/product-rules.md), with the platform
 * administrators' Catalogue after the other admin items; Logout follows them.
 */
const accountItems: readonly AccountItem[] = [
  { label: 'My Apps', to: '/product-dashboard', needsProfile: true },
  { label: 'My Profile', to: '/user-profile' },
  {
    label: 'User Management',
    to: '/user-management/users',
    permission: 'manage:users:org',
    needsProfile: true,
  },
  {
    label: 'Transaction History',
    to: '/transaction-history',
    permission: 'view:transactions:org',
    needsProfile: true,
  },
  { label: 'My Subscription', to: '/my-subscription', permission: 'manage:subscription:org' },
  { label: 'Catalogue', to: '/catalogue', permission: 'manage:all:platform' },
  { label: 'Leads', to: '/back-office/leads', permission: 'manage:all:platform' },
  { label: 'Change Password', to: '/change-pass' },
];

export function accountItemsFor(user: UserRecord): AccountItem[] {
  return accountItems.filter(
    (item) => !item.permission || userHasPermission(user, item.permission),
  );
}

/** "Asha Iyer" → "AI", for the avatar beside the name. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.[0]?.toUpperCase() ?? '').join('') || '?';
}
