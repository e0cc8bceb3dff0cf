import { type ComponentProps, useState } from 'react';
import styles from './form-field.module.css';
import { TextField } from './text-field';

/**
 * A password box with a Show/Hide button: on a phone keyboard a long passphrase is easy to
 * mistype, and seeing it beats retyping it.
 */
export function PasswordField(props: Omit<ComponentProps<typeof TextField>, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.passwordWrap}>
      <TextField {...props} type={visible ? 'text' : 'password'} spellCheck={false} />
      <button
        type="button"
        className={styles.reveal}
        aria-controls={props.id}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? 'Hide' : 'Show'}
        <span className="visually-hidden"> password</span>
      </button>
    </div>
  );
}
