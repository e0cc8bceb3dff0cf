import { createSmallStore, useSmallStore } from '../../lib/small-store';
import { isProfileComplete } from '../../lib/user-record';

const store = createSmallStore(false);
/**
 * The control focus goes back to when the modal closes. A menu item opens it, and the menu is
 * gone by then, so the menu's own button stands in for it.
 */
let opener: HTMLElement | null = null;

export function openProfileModal(from: HTMLElement | null = null): void {
  opener = from;
  store.set(true);
}

/** The control that opened the modal, if its caller named one; asked once, as the modal closes. */
export function takeProfileModalOpener(): HTMLElement | null {
  const from = opener;
  opener = null;
  return from;
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
 * when the modal was opened instead, so the caller cancels its navigation; focus returns to
 * `from` when it closes.
 */
export function interceptForProfile(
  needsProfile: boolean | undefined,
  from: HTMLElement | null,
): boolean {
  if (!needsProfile || isProfileComplete()) return false;
  openProfileModal(from);
  return true;
}
