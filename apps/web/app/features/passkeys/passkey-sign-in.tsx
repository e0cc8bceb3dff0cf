import type { SessionUser } from '@prakar/shared/auth';
import { useState } from 'react';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { BusyButton } from '#app/components/ui/busy-button.tsx';
import buttons from '#app/components/ui/button.module.css';
import { serviceErrorMessage } from '#app/lib/api-error.ts';
import styles from './passkeys.module.css';

/**
 * "Use a passkey": the device offers the passkeys it keeps for this site, the user picks
 * one and unlocks it, and the server's answer signs them in; no e-mail address or password.
 * `onSignedIn` takes the user in as a password sign-in does.
 */
export function PasskeySignIn({
  onSignedIn,
}: {
  onSignedIn: (user: SessionUser) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const signIn = async () => {
    setFailure(undefined);
    setBusy(true);
    try {
      const { signInWithPasskey } = await import('./passkey-sign-in-flow');
      const answer = await signInWithPasskey();
      if ('user' in answer) await onSignedIn(answer.user);
      else setFailure(answer.failure);
    } catch (error) {
      setFailure(serviceErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.signIn}>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <BusyButton
        type="button"
        className={buttons.secondary}
        busy={busy}
        onClick={() => void signIn()}
      >
        Use a passkey
      </BusyButton>
    </div>
  );
}
