import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import styles from './form-field.module.css';

interface FieldFrame {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  required?: boolean;
}

/**
 * Label, control and error message wired together: the asterisk is decoration, `aria-required`
 * tells assistive technology, and the message is announced through `aria-describedby`.
 */
function controlProps({ id, error, required }: FieldFrame) {
  return {
    id,
    className: styles.control,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
}

function Frame({ id, label, error, required, children }: FieldFrame & { children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p className={styles.error} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = FieldFrame &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'> & {
    ref?: Ref<HTMLInputElement>;
  };

export function TextField({ id, label, error, required, ref, ...rest }: InputProps) {
  return (
    <Frame id={id} label={label} error={error} required={required}>
      <input ref={ref} {...rest} {...controlProps({ id, label, error, required })} />
    </Frame>
  );
}

type TextAreaProps = FieldFrame &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required'> & {
    ref?: Ref<HTMLTextAreaElement>;
  };

export function TextAreaField({ id, label, error, required, ref, ...rest }: TextAreaProps) {
  return (
    <Frame id={id} label={label} error={error} required={required}>
      <textarea ref={ref} {...rest} {...controlProps({ id, label, error, required })} />
    </Frame>
  );
}
