import { useEffect, useRef } from 'react';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { TextField } from '#app/components/form-field/text-field.tsx';
import { notify } from '#app/components/toasts/notify.ts';
import buttons from '#app/components/ui/button.module.css';
import styles from './access-tokens.module.css';

export const NOT_SHOWN_AGAIN =
  'Copy it now and keep it somewhere safe: it will not be shown again. Anyone who has it can use the API as you.';
export const COPIED = 'The token is copied.';
const COPY_REFUSED = 'The token could not be copied: it is selected, so copy it yourself.';

/** The secret of a token just created, the only time it is shown, with a Copy button. */
export function NewTokenNotice({ token, onDone }: { token: string; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLInputElement>(null);

  // The form that made it has been reset: the news goes where the user's attention should be.
  useEffect(() => heading.current?.focus(), []);

  const copy = () =>
    navigator.clipboard.writeText(token).then(
      () => notify.success(COPIED),
      () => {
        field.current?.select();
        notify.error(COPY_REFUSED);
      },
    );

  return (
    <section className={styles.created} aria-labelledby="new-token-heading">
      <h3 id="new-token-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        Your new token
      </h3>
      <FormMessage tone="info">{NOT_SHOWN_AGAIN}</FormMessage>
      <div className={styles.secret}>
        <TextField
          id="new-token"
          label="Token"
          ref={field}
          readOnly
          value={token}
          spellCheck={false}
          autoComplete="off"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className={buttons.primary} onClick={() => void copy()}>
          Copy
        </button>
      </div>
      <p>
        Send it as <code>Authorization: Bearer …</code> with each request to the API.
      </p>
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={onDone}>
          I have copied it
        </button>
      </div>
    </section>
  );
}
