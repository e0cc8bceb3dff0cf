import { setUser } from '#app/lib/session/session-store.ts';

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
