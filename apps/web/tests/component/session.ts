import type { SessionUser } from '@prakar/shared/auth';
import { setUser } from '#app/lib/session/session-store.ts';
import type { UserRecord } from '#app/lib/user-record.ts';

/** An organisation's administrator, as the browser keeps them, before their profile is complete. */
export const adminWithoutProfile: UserRecord = {
  UserId: 12,
  RoleId: 2,
  IsAdmin: true,
  Name: 'Asha Iyer',
  IsProfileDataSaved: 'No',
};

/** An organisation's administrator whose profile is complete, as the browser keeps them. */
export const adminRecord = (changes: Partial<UserRecord> = {}): UserRecord => ({
  UserId: 5,
  RoleId: 2,
  IsAdmin: true,
  Name: 'Asha',
  IsProfileDataSaved: 'Yes',
  ...changes,
});

/**
 * Signs in an administrator whose profile is complete, with these permissions: the firm's
 * platform administrator when `manage:all:platform` is one of them, else an organisation's.
 */
export function signInWith(permissions: string[]) {
  setUser({
    UserId: 7,
    RoleId: permissions.includes('manage:all:platform') ? 1 : 2,
    IsAdmin: true,
    Name: 'Asha Kulkarni',
    IsProfileDataSaved: 'Yes',
    Permissions: permissions,
  });
}

/** Kulkarni Textiles' administrator as the server answers a sign-in, before their profile is complete. */
export const sessionUser = (changes: Partial<SessionUser> = {}): SessionUser => ({
  UserId: 7,
  RoleId: 2,
  IsAdmin: true,
  Name: 'Asha Kulkarni',
  Email: 'asha@example.in',
  OrganisationId: 'org-1',
  OrganisationName: 'Kulkarni Textiles',
  IsProfileDataSaved: 'No',
  Permissions: [],
  Apps: [],
  ...changes,
});
