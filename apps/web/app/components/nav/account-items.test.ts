import { clientMattersApi } from '@prakar/shared/api/client-matters';
import { subscriptionsApi } from '@prakar/shared/api/subscriptions';
import { transactionsApi } from '@prakar/shared/api/transactions';
import { usersApi } from '@prakar/shared/api/users';
import { PERMISSIONS, STAFF_PERMISSION } from '@prakar/shared/permissions';
import { describe, expect, it } from 'vitest';
import type { UserRecord } from '#app/lib/user-record.ts';
import { adminRecord as record } from '#tests/component/session.ts';
import { accountItemsFor, initialsOf } from './account-items';

const labels = (user: UserRecord) => accountItemsFor(user).map((item) => item.label);

describe('account menu', () => {
  it('asks for the permission the contract declares for each screen’s list', () => {
    const admin = record({
      Permissions: PERMISSIONS.filter((permission) => permission !== STAFF_PERMISSION),
    });
    const gated = accountItemsFor(admin).filter((item) => item.permission);
    expect(Object.fromEntries(gated.map((item) => [item.label, item.permission]))).toEqual({
      'User Management': usersApi.list.permission,
      'Transaction History': transactionsApi.list.permission,
      'Advisory Matters': clientMattersApi.list.permission,
      'My Subscription': subscriptionsApi.list.permission,
    });
  });

  it('shows the admin items only to administrators, when no permissions are known', () => {
    expect(labels(record({ IsAdmin: true }))).toEqual([
      'My Apps',
      'My Profile',
      'User Management',
      'Transaction History',
      'Advisory Matters',
      'My Subscription',
      'Change Password',
    ]);
    expect(labels(record({ IsAdmin: false }))).toEqual([
      'My Apps',
      'My Profile',
      'Change Password',
    ]);
  });

  it('follows the permissions access control gives, whatever the role', () => {
    expect(labels(record({ IsAdmin: false, Permissions: ['view:matters:org'] }))).toEqual([
      'My Apps',
      'My Profile',
      'Advisory Matters',
      'Change Password',
    ]);
    expect(labels(record({ IsAdmin: false, Permissions: ['view:transactions:org'] }))).toEqual([
      'My Apps',
      'My Profile',
      'Transaction History',
      'Change Password',
    ]);
    expect(labels(record({ IsAdmin: true, Permissions: ['manage:users:org'] }))).toEqual([
      'My Apps',
      'My Profile',
      'User Management',
      'Change Password',
    ]);
  });

  it('gives the firm’s staff the back office instead of the customer’s screens', () => {
    const platform = record({
      RoleId: 1,
      Permissions: ['manage:all:platform', 'manage:users:org', 'view:transactions:org'],
    });
    expect(labels(platform)).toEqual([
      'Back Office',
      'My Profile',
      'User Management',
      'Change Password',
    ]);
    expect(accountItemsFor(platform)[0]?.to).toBe('/back-office');
    // An older record without permissions goes by its role.
    expect(labels(record({ RoleId: 1 }))[0]).toBe('Back Office');
    const organisationAdmin = record({ Permissions: ['manage:users:org', 'purchase:org'] });
    expect(labels(organisationAdmin)).not.toContain('Back Office');
  });

  it('gates My Apps, User Management and Transaction History on a complete profile', () => {
    const gated = accountItemsFor(record({}))
      .filter((item) => item.needsProfile)
      .map((item) => item.label);
    expect(gated).toEqual(['My Apps', 'User Management', 'Transaction History']);
  });

  it('makes initials for the avatar', () => {
    expect(initialsOf('Asha Iyer')).toBe('AI');
    expect(initialsOf('  ravi  kumar sharma ')).toBe('RS');
    expect(initialsOf('Meera')).toBe('M');
    expect(initialsOf('')).toBe('?');
  });
});
