import { lazy, Suspense, useState } from 'react';
import { useProfileModalOpen } from './profile-modal-store';

const ProfileModal = lazy(() => import('./profile-modal'));

export function ProfileModalHost() {
  const open = useProfileModalOpen();
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ProfileModal open={open} />
    </Suspense>
  );
}
