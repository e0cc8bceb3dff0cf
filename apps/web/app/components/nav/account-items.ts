import type { UserRecord } from '../../lib/user-record';

export interface AccountItem {
  label: string;
  to: string;
  /** Spec §6: shown to administrators only. */
  adminOnly?: boolean;
  /** Spec §4: opens the Profile Details modal instead while the profile is incomplete. */
  needsProfile?: boolean;
}

/** The signed-in user's menu, in the spec's order; Logout follows them. */
const accountItems: readonly AccountItem[] = [
  { label: 'My Apps', to: '/product-dashboard', needsProfile: true },
  { label: 'My Profile', to: '/user-profile' },
  { label: 'User Management', to: '/user-management/users', adminOnly: true, needsProfile: true },
  { label: 'Transaction History', to: '/transaction-history', adminOnly: true, needsProfile: true },
  { label: 'My Subscription', to: '/my-subscription', adminOnly: true },
  { label: 'Change Password', to: '/change-pass' },
];

export function accountItemsFor(user: Pick<UserRecord, 'IsAdmin'>): AccountItem[] {
  return accountItems.filter((item) => user.IsAdmin || !item.adminOnly);
}

/** "Asha Iyer" → "AI", for the avatar beside the name. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.[0]?.toUpperCase() ?? '').join('') || '?';
}
