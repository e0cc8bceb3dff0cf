import { lazy, Suspense } from 'react';
import { ProfileModalHost } from '#app/components/profile-modal/profile-modal-host.tsx';
import type { UserRecord } from '#app/lib/user-record.ts';
import { UserTriggerContent } from './user-trigger';

// The dropdown (Radix menu and its positioning code) is only needed by signed-in visitors.
const UserDropdown = lazy(() =>
  import('./user-dropdown').then((module) => ({ default: module.UserDropdown })),
);

/**
 * The signed-in user's menu, with the Profile Details modal its items (and the mobile menu's) may
 * open: both exist only while someone is signed in.
 */
export function UserMenu({ user }: { user: UserRecord }) {
  return (
    <>
      <Suspense fallback={<UserTriggerContent user={user} placeholder />}>
        <UserDropdown user={user} />
      </Suspense>
      <ProfileModalHost />
    </>
  );
}
