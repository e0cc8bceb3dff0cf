import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { TwoFactorSection } from './two-factor-section';

export const REQUIRED_MESSAGE =
  'Your organisation asks everyone it covers to use two-step sign-in. Please set it up now: you will go on to where you were going as soon as it is on.';
export const STAFF_REQUIRED_MESSAGE =
  'The firm’s staff use two-step sign-in before the back office. Please set it up now: you will go on to the back office as soon as it is on.';

/**
 * The profile as a user sees it whose organisation requires two-step sign-in (or who is one of the
 * firm's staff, who always need it) and who has yet to set it up: the set-up alone, and on once
 * it is on.
 */
export function TwoFactorRequired({ staff, onDone }: { staff: boolean; onDone: () => void }) {
  return (
    <>
      <FormMessage tone="info">{staff ? STAFF_REQUIRED_MESSAGE : REQUIRED_MESSAGE}</FormMessage>
      <TwoFactorSection onTurnedOn={onDone} />
    </>
  );
}
