import type { Permission } from '@prakar/shared/permissions';
import { isStaff, userHasPermission } from '#app/lib/user-permissions.ts';
import type { UserRecord } from '#app/lib/user-record.ts';

export interface AccountItem {
  label: string;
  to: string;
  /**
   * Admin items, shown only to users who hold the admin power: access control decides who that is,
   * through the permission the contract declares for the screen's list (the server checks it;
   * account-items.test.ts holds the two together). Written out, not read from the contract: the
   * menu is on every page, and the contracts would bring their schemas into every page's scripts.
   */
  permission?: Permission;
  /** Opens the Profile Details modal instead while the profile is incomplete. */
  needsProfile?: boolean;
  /** Only for the firm's staff, or only for customers; absent, for both. */
  audience?: 'staff' | 'customer';
}

/**
 * The signed-in user's menu, in its fixed order (docs/product-rules.md); Logout follows them.
 * The firm's staff get the back office first, in place of the customer's screens (My Apps,
 * Transaction History, Advisory Matters, My Subscription, Catalogue) that the back office holds or that sell them
 * their own products.
 */
const accountItems: readonly AccountItem[] = [
  { label: 'Back Office', to: '/back-office', audience: 'staff' },
  { label: 'My Apps', to: '/product-dashboard', needsProfile: true, audience: 'customer' },
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
    audience: 'customer',
  },
  {
    label: 'Advisory Matters',
    to: '/matters',
    permission: 'view:matters:org',
    audience: 'customer',
  },
  {
    label: 'My Subscription',
    to: '/my-subscription',
    permission: 'manage:subscription:org',
    audience: 'customer',
  },
  { label: 'Change Password', to: '/change-pass' },
];

export function accountItemsFor(user: UserRecord): AccountItem[] {
  const audience = isStaff(user) ? 'staff' : 'customer';
  return accountItems.filter(
    (item) =>
      (!item.audience || item.audience === audience) &&
      (!item.permission || userHasPermission(user, item.permission)),
  );
}

/** "Asha Iyer" → "AI", for the avatar beside the name. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.[0]?.toUpperCase() ?? '').join('') || '?';
}
