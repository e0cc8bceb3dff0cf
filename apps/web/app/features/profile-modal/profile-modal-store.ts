import { createSmallStore, useSmallStore } from '../../lib/small-store';
import { isProfileComplete } from '../../lib/user-record';

const store = createSmallStore(false);

export function openProfileModal(): void {
  store.set(true);
}

export function closeProfileModal(): void {
  store.set(false);
}

export function isProfileModalOpen(): boolean {
  return store.get();
}

export function useProfileModalOpen(): boolean {
  return useSmallStore(store, false);
}

/**
 * Spec §4: My Apps, User Management and Transaction History need a complete profile. Returns true
 * when the modal was opened instead, so the caller cancels its navigation.
 */
export function interceptForProfile(needsProfile: boolean | undefined): boolean {
  if (!needsProfile || isProfileComplete()) return false;
  openProfileModal();
  return true;
}
