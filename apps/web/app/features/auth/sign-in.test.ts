import { describe, expect, it } from 'vitest';
import { adminRecord as record } from '#tests/component/session.ts';
import { AFTER_SIGN_IN_PATH, homePathFor, STAFF_HOME_PATH } from './sign-in';

describe('where a user lands after signing in', () => {
  it('sends the firm’s staff to the back office, not to My Apps', () => {
    expect(STAFF_HOME_PATH).toBe('/back-office');
    expect(homePathFor(record({ RoleId: 1, Permissions: ['manage:all:platform'] }))).toBe(
      STAFF_HOME_PATH,
    );
    // An older record without permissions goes by its role.
    expect(homePathFor(record({ RoleId: 1 }))).toBe(STAFF_HOME_PATH);
  });

  it('sends customers, administrators included, to My Apps', () => {
    expect(homePathFor(record({ Permissions: ['manage:users:org', 'purchase:org'] }))).toBe(
      AFTER_SIGN_IN_PATH,
    );
    expect(homePathFor(record({ IsAdmin: true }))).toBe(AFTER_SIGN_IN_PATH);
    expect(homePathFor(null)).toBe(AFTER_SIGN_IN_PATH);
  });
});
