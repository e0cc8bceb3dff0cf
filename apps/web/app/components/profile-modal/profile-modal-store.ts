import { createFocusReturn } from '#app/lib/focus-return.ts';
import { createSmallStore, useSmallStore } from '#app/lib/small-store.ts';
import { isProfileComplete } from '#app/lib/user-record.ts';

const store = createSmallStore(false);

/** The modal opens from the user menu's items, which close as it opens: focus goes to the menu. */
export const profileModalFocus = createFocusReturn();

export function openProfileModal(opener?: Element | null): void {
  profileModalFocus.remember(opener);
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
 * My Apps, User Management and Transaction History need a complete profile. Returns true when the
 * modal was opened instead, so the caller cancels its navigation. `opener` is where focus returns
 * when the modal closes (the menu's button), when not what has focus now.
 */
export function interceptForProfile(
  needsProfile: boolean | undefined,
  opener?: Element | null,
): boolean {
  if (!needsProfile || isProfileComplete()) return false;
  openProfileModal(opener);
  return true;
}
