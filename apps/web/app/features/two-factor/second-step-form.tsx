import type { PendingSecondStep, SessionUser } from '@prakar/shared/auth';
import { AUTH_ERROR_CODES } from '@prakar/shared/auth-error-codes';
import { useState } from 'react';
import { ApiError } from '#app/lib/api-error.ts';
import { CodeForm } from './code-form';
import { PasskeyStep } from './passkey-step';
import { finishSignIn, finishSignInWithPasskey } from './second-step';
import { TextButton } from './text-button';
import styles from './two-factor.module.css';

/**
 * After the right password, for a user with a second step: the authenticator's code (or a
 * recovery code instead) and, for a user with a passkey, "Use your passkey". Signing in sets the
 * current user, and the page takes it from there as after a password alone; a pending sign-in
 * that has ended sends the user back to the password.
 */
export function SecondStepForm({
  secondStep: { token, methods },
  onSignedIn,
  onExpired,
  onCancel,
}: {
  secondStep: PendingSecondStep;
  /** Takes the session in, as after a password alone. */
  onSignedIn: (user: SessionUser) => Promise<void>;
  onExpired: (message: string) => void;
  onCancel: () => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const hasApp = methods.includes('app');
  const finish = async (signIn: () => Promise<SessionUser>) => {
    try {
      const user = await signIn();
      await onSignedIn(user);
      return user;
    } catch (error) {
      if (error instanceof ApiError && error.code === AUTH_ERROR_CODES.secondStepExpired) {
        onExpired(error.message);
        return undefined;
      }
      throw error;
    }
  };

  return (
    <div className={styles.secondStep}>
      {hasApp ? (
        <>
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
            onCode={(code) => finish(() => finishSignIn(token, code))}
          />
        </>
      ) : null}
      {methods.includes('passkey') ? (
        <PasskeyStep only={!hasApp} finish={() => finish(() => finishSignInWithPasskey(token))} />
      ) : null}
      <div className={styles.actions}>
        {hasApp ? (
          <TextButton onClick={() => setRecovery(!recovery)}>
            {recovery ? 'Use a code from your authenticator app' : 'Use a recovery code instead'}
          </TextButton>
        ) : null}
        <TextButton onClick={() => onCancel()}>Start again with your password</TextButton>
      </div>
    </div>
  );
}
