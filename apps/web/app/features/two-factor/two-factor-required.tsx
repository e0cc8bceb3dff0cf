import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { TwoFactorSection } from './two-factor-section';

export const REQUIRED_MESSAGE =
  'Your organisation asks everyone it covers to use two-step sign-in. Please set it up now: you will go on to where you were going as soon as it is on.';

/**
 * The profile as a user sees it whose organisation requires two-step sign-in and who has yet to
 * set it up: the set-up alone, and on once it is on.
 */
export function TwoFactorRequired({ onDone }: { onDone: () => void }) {
  return (
    <>
      <FormMessage tone="info">{REQUIRED_MESSAGE}</FormMessage>
      <TwoFactorSection onTurnedOn={onDone} />
    </>
  );
}
