import { type ComponentProps, type ReactNode, useRef } from 'react';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { TextField } from '#app/components/form-field/text-field.tsx';
import { notify } from '#app/components/toasts/notify.ts';
import buttons from '#app/components/ui/button.module.css';
import styles from './shown-once-secret.module.css';

interface ShownOnceSecretProps extends Omit<ComponentProps<'section'>, 'className'> {
  /** The field's id and label, and what the toasts call the secret. */
  id: string;
  label: string;
  name: string;
  secret: string;
  /** Why to copy it now, shown before it. */
  warning: string;
  /** Shown first, above the warning: a heading that takes the focus, say. */
  heading?: ReactNode;
  /** Shown after it: how to use it, a way to put it away. */
  children?: ReactNode;
}

/** A secret the server shows only this once, in a read-only field with a Copy button. */
export function ShownOnceSecret({
  id,
  label,
  name,
  secret,
  warning,
  heading,
  children,
  ...section
}: ShownOnceSecretProps) {
  const field = useRef<HTMLInputElement>(null);
  const copy = () =>
    navigator.clipboard.writeText(secret).then(
      () => notify.success(`The ${name} is copied.`),
      () => {
        // Selected, it is one keystroke from the clipboard all the same.
        field.current?.select();
        notify.error(`The ${name} could not be copied: it is selected, so copy it yourself.`);
      },
    );

  return (
    <section className={styles.box} {...section}>
      {heading}
      <FormMessage tone="info">{warning}</FormMessage>
      <div className={styles.secret}>
        <TextField
          id={id}
          label={label}
          ref={field}
          readOnly
          value={secret}
          spellCheck={false}
          autoComplete="off"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className={buttons.primary} onClick={() => void copy()}>
          Copy
        </button>
      </div>
      {children}
    </section>
  );
}
