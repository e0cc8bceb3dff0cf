import { describe, expect, it } from 'vitest';
import type { UserRecord } from '#app/lib/user-record.ts';
import { accountItemsFor, initialsOf } from './account-items';

const record = (changes: Partial<UserRecord>): UserRecord => ({
  UserId: 5,
  RoleId: 2,
  IsAdmin: true,
  Name: 'Asha',
  IsProfileDataSaved: 'Yes',
  ...changes,
});
const labels = (user: UserRecord) => accountItemsFor(user).map((item) => item.label);

describe('account menu', () => {
  it('shows the admin items only to administrators, when no permissions are known', () => {
    expect(labels(record({ IsAdmin: true }))).toEqual([
      'My Apps',
      'My Profile',
      'User Management',
      'Transaction History',
      'My Subscription',
      'Catalogue',
      'Leads',
      'Change Password',
    ]);
    expect(labels(record({ IsAdmin: false }))).toEqual([
      'My Apps',
      'My Profile',
      'Change Password',
    ]);
  });

  it('follows the permissions access control gives, whatever the role', () => {
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

  it('offers the catalogue and the leads to platform administrators only', () => {
    const platform = record({ RoleId: 1, Permissions: ['manage:all:platform', 'purchase:org'] });
    expect(accountItemsFor(platform).find((item) => item.label === 'Catalogue')?.to).toBe(
      '/catalogue',
    );
    expect(accountItemsFor(platform).find((item) => item.label === 'Leads')?.to).toBe(
      '/back-office/leads',
    );
    const organisationAdmin = record({ Permissions: ['manage:users:org', 'purchase:org'] });
    expect(labels(organisationAdmin)).not.toContain('Catalogue');
    expect(labels(organisationAdmin)).not.toContain('Leads');
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
