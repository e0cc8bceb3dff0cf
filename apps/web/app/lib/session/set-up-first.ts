import { encodeReturnUrl } from '#app/lib/return-url.ts';
import type { UserRecord } from '#app/lib/user-record.ts';

/** Where a user whose organisation requires two-step sign-in sets it up before anything else. */
export const TWO_FACTOR_SET_UP_PATH = '/user-profile';

/** The set-up, which leads on to `pathAndSearch` once two-step sign-in is on. */
export function setUpPathWithReturn(pathAndSearch: string): string {
  return `${TWO_FACTOR_SET_UP_PATH}?returnUrl=${encodeReturnUrl(pathAndSearch)}`;
}

/**
 * Where to send `user` on their way to `pathAndSearch`: straight there, or by the set-up first
 * when the policy holds them back (My Apps and the other public screens have no guard to do it).
 */
export function onTheWayTo(user: UserRecord | null, pathAndSearch: string): string {
  return user?.TwoFactorSetUpRequired ? setUpPathWithReturn(pathAndSearch) : pathAndSearch;
}
