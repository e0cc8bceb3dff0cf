import { type ReactNode, useState } from 'react';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { TextButton } from './text-button';
import styles from './two-factor.module.css';
import { TwoFactorSection } from './two-factor-section';

export const REQUIRED_MESSAGE =
  'Your organisation asks everyone it covers to use two-step sign-in. Please set it up now: you will go on to where you were going as soon as it is on.';
export const STAFF_REQUIRED_MESSAGE =
  'The firm’s staff use two-step sign-in before the back office. Please set it up now: you will go on to the back office as soon as it is on.';

/**
 * The profile as a user sees it whose organisation requires two-step sign-in (or who is one of the
 * firm's staff, who always need it) and who has yet to set it up: the authenticator app's set-up,
 * or a passkey instead, and on once either is there.
 */
export function TwoFactorRequired({
  staff,
  onDone,
  addPasskey,
}: {
  staff: boolean;
  onDone: () => void;
  /** Adding a passkey, which counts as two-step sign-in; calls `onDone` once added. */
  addPasskey: ReactNode;
}) {
  const [withPasskey, setWithPasskey] = useState(false);
  return (
    <>
      <FormMessage tone="info">{staff ? STAFF_REQUIRED_MESSAGE : REQUIRED_MESSAGE}</FormMessage>
      {withPasskey ? (
        <section aria-labelledby="required-passkey-heading" className={styles.section}>
          <h2 id="required-passkey-heading">Add a passkey</h2>
          <p>
            A passkey signs you in with your fingerprint, face or device PIN, and counts as two-step
            sign-in.
          </p>
          {addPasskey}
        </section>
      ) : (
        <TwoFactorSection onTurnedOn={onDone} />
      )}
      <TextButton onClick={() => setWithPasskey(!withPasskey)}>
        {withPasskey ? 'Use an authenticator app instead' : 'Add a passkey instead'}
      </TextButton>
    </>
  );
}
