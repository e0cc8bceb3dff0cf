import { useEffect, useRef } from 'react';
import { ShownOnceSecret } from '#app/components/shown-once-secret/shown-once-secret.tsx';
import buttons from '#app/components/ui/button.module.css';
import styles from './access-tokens.module.css';

export const NOT_SHOWN_AGAIN =
  'Copy it now and keep it somewhere safe: it will not be shown again. Anyone who has it can use the API as you.';

/** The secret of a token just created, the only time it is shown, with a Copy button. */
export function NewTokenNotice({ token, onDone }: { token: string; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);

  // The form that made it has been reset: the news goes where the user's attention should be.
  useEffect(() => heading.current?.focus(), []);

  return (
    <ShownOnceSecret
      aria-labelledby="new-token-heading"
      id="new-token"
      label="Token"
      name="token"
      secret={token}
      warning={NOT_SHOWN_AGAIN}
      heading={
        <h3 id="new-token-heading" ref={heading} tabIndex={-1} className={styles.heading}>
          Your new token
        </h3>
      }
    >
      <p>
        Send it as <code>Authorization: Bearer …</code> with each request to the API.
      </p>
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={onDone}>
          I have copied it
        </button>
      </div>
    </ShownOnceSecret>
  );
}
