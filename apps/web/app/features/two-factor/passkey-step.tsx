import type { SessionUser } from '@prakar/shared/auth';
import { useEffect, useRef, useState } from 'react';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { BusyButton } from '#app/components/ui/busy-button.tsx';
import buttons from '#app/components/ui/button.module.css';
import { passkeyErrorMessage } from '#app/lib/passkey-ceremony.ts';

/**
 * "Use your passkey" as the second step: the device asks for one of the user's own passkeys,
 * and the failure (cancelled, refused) shows above the button to try again.
 */
export function PasskeyStep({
  only,
  finish,
}: {
  /** The passkey is the only second step: the button is what the user came to press. */
  only: boolean;
  /** Finishes the sign-in; throws what went wrong. */
  finish: () => Promise<SessionUser | undefined>;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (only) button.current?.focus();
  }, [only]);

  const use = async () => {
    setFailure(undefined);
    setBusy(true);
    try {
      await finish();
    } catch (error) {
      setFailure(passkeyErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p>
        {only
          ? 'Use the passkey on your device (fingerprint, face or device PIN) to finish signing in.'
          : 'Or use a passkey you have added to your account.'}
      </p>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <BusyButton
        ref={button}
        type="button"
        className={only ? buttons.primary : buttons.secondary}
        busy={busy}
        onClick={() => void use()}
      >
        Use your passkey
      </BusyButton>
    </>
  );
}
