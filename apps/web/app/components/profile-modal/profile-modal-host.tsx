import { lazy, Suspense } from 'react';
import { useOnceTrue } from '#app/lib/use-once-true.ts';
import { useProfileModalOpen } from './profile-modal-store';

const ProfileModal = lazy(() => import('./profile-modal'));

export function ProfileModalHost() {
  const open = useProfileModalOpen();
  const wanted = useOnceTrue(open);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ProfileModal open={open} />
    </Suspense>
  );
}
