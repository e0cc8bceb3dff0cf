import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import styles from './form-field.module.css';

interface FieldFrame {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  required?: boolean;
  /** A standing hint under the field (a format, a rule); read out with the field. */
  hint?: ReactNode;
}

/**
 * Label, control, hint and error message wired together: the asterisk is decoration,
 * `aria-required` tells assistive technology, and hint and message are announced through
 * `aria-describedby`.
 */
function controlProps({ id, error, required, hint }: FieldFrame) {
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return {
    id,
    className: styles.control,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

function Frame({
  id,
  label,
  error,
  required,
  hint,
  children,
}: FieldFrame & { children: ReactNode }) {
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
      {hint ? (
        <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = FieldFrame &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'> & {
    ref?: Ref<HTMLInputElement>;
  };

/** A one-line input; its `type` is text unless given, and always written out. */
export function TextField({ id, label, error, required, hint, ref, ...rest }: InputProps) {
  return (
    <Frame id={id} label={label} error={error} required={required} hint={hint}>
      <input
        ref={ref}
        type="text"
        {...rest}
        {...controlProps({ id, label, error, required, hint })}
      />
    </Frame>
  );
}

type TextAreaProps = FieldFrame &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required'> & {
    ref?: Ref<HTMLTextAreaElement>;
  };

export function TextAreaField({ id, label, error, required, hint, ref, ...rest }: TextAreaProps) {
  return (
    <Frame id={id} label={label} error={error} required={required} hint={hint}>
      <textarea ref={ref} {...rest} {...controlProps({ id, label, error, required, hint })} />
    </Frame>
  );
}

interface SelectOption {
  value: string | number;
  label: ReactNode;
}

type SelectProps = FieldFrame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required'> & {
    ref?: Ref<HTMLSelectElement>;
    /** The choices, after any `children` (a "Choose…" or "All…" option). */
    options?: readonly SelectOption[];
  };

export function SelectField({
  id,
  label,
  error,
  required,
  hint,
  ref,
  options = [],
  children,
  ...rest
}: SelectProps) {
  return (
    <Frame id={id} label={label} error={error} required={required} hint={hint}>
      <select ref={ref} {...rest} {...controlProps({ id, label, error, required, hint })}>
        {children}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

type CheckboxProps = Omit<FieldFrame, 'hint'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required' | 'type'> & {
    ref?: Ref<HTMLInputElement>;
  };

/** A box with its label beside it (consent, "remember"), and the message beneath. */
export function CheckboxField({ id, label, error, required, ref, ...rest }: CheckboxProps) {
  return (
    <div className={styles.field}>
      <div className={styles.checkRow}>
        <input
          ref={ref}
          type="checkbox"
          id={id}
          className={styles.checkbox}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...rest}
        />
        <label htmlFor={id}>
          {label}
          {required ? (
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
      </div>
      {error ? (
        <p className={styles.error} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
