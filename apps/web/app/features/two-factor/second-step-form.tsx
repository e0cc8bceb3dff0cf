import type { SessionUser } from '@prakar/shared/auth';
import { AUTH_ERROR_CODES } from '@prakar/shared/auth-error-codes';
import { useState } from 'react';
import { ApiError } from '#app/lib/api-error.ts';
import { CodeForm } from './code-form';
import { finishSignIn } from './second-step';
import styles from './two-factor.module.css';

/**
 * After the right password, for a user with two-step sign-in: the authenticator's code, or a
 * recovery code instead. Signing in sets the current user, and the page takes it from there as
 * after a password alone; a pending sign-in that has ended sends the user back to the password.
 */
export function SecondStepForm({
  token,
  onSignedIn,
  onExpired,
  onCancel,
}: {
  token: string;
  /** Takes the session in, as after a password alone. */
  onSignedIn: (user: SessionUser) => Promise<void>;
  onExpired: (message: string) => void;
  onCancel: () => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const send = async (code: string) => {
    try {
      await onSignedIn(await finishSignIn(token, code));
    } catch (error) {
      if (error instanceof ApiError && error.code === AUTH_ERROR_CODES.secondStepExpired) {
        onExpired(error.message);
        return;
      }
      throw error;
    }
  };

  return (
    <div className={styles.secondStep}>
      <p>
        {recovery
          ? 'Enter one of the recovery codes you saved when you set up two-step sign-in. Each code works once.'
          : 'Open your authenticator app and enter the 6-digit code it shows for Prakar Tax Advisory.'}
      </p>
      <CodeForm
        key={recovery ? 'recovery' : 'app'}
        id={recovery ? 'sign-in-recovery-code' : 'sign-in-code'}
        legend="The second step of your sign-in"
        label={recovery ? 'Recovery code' : 'Code from your authenticator app'}
        acceptsRecoveryCode={recovery}
        focusOnShow
        submitLabel="Sign In"
        onCode={send}
      />
      <div className={styles.actions}>
        <button type="button" className={styles.textButton} onClick={() => setRecovery(!recovery)}>
          {recovery ? 'Use a code from your authenticator app' : 'Use a recovery code instead'}
        </button>
        <button type="button" className={styles.textButton} onClick={() => onCancel()}>
          Start again with your password
        </button>
      </div>
    </div>
  );
}
