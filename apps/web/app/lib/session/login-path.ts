import { STORAGE_KEYS } from '@prakar/shared/constants';
import { useSyncExternalStore } from 'react';
import { readItem } from '#app/lib/storage.ts';
import { subscribeSession } from './session-store';

/**
 * The organisation whose sign-in page (`/login?corporateName=`) the visitor came through, while
 * that still holds; inactivity sets the landing flag to false.
 */
export function corporateLandingName(): string | null {
  if (readItem(STORAGE_KEYS.isFromCorporateLandingPage) !== 'true') return null;
  return readItem(STORAGE_KEYS.recheckCorporateName) || null;
}

/** `/login`, keeping the corporate landing when there is one. */
export function loginPath(): string {
  const corporateName = corporateLandingName();
  return corporateName ? `/login?corporateName=${encodeURIComponent(corporateName)}` : '/login';
}

/** An organisation's own sign-in page as a whole address, to paste into a message (browser only). */
export function corporateSignInAddress(corporateName: string): string {
  return `${window.location.origin}/login?${new URLSearchParams({ corporateName })}`;
}

/** The sign-in address for links; plain `/login` while a pre-rendered page hydrates. */
export function useLoginPath(): string {
  return useSyncExternalStore(subscribeSession, loginPath, () => '/login');
}
