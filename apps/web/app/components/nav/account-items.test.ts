import { describe, expect, it } from 'vitest';
import { accountItemsFor, initialsOf } from './account-items';

describe('account menu', () => {
  it('shows the admin items only to administrators', () => {
    expect(accountItemsFor({ IsAdmin: true }).map((item) => item.label)).toEqual([
      'My Apps',
      'My Profile',
      'User Management',
      'Transaction History',
      'My Subscription',
      'Change Password',
    ]);
    expect(accountItemsFor({ IsAdmin: false }).map((item) => item.label)).toEqual([
      'My Apps',
      'My Profile',
      'Change Password',
    ]);
  });

  it('gates My Apps, User Management and Transaction History on a complete profile', () => {
    const gated = accountItemsFor({ IsAdmin: true })
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
