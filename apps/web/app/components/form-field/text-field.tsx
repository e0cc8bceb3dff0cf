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

/** A field's own props: its frame's, the element's attributes but those, and a ref to the element. */
type FieldProps<Element, Attributes> = FieldFrame &
  Omit<Attributes, 'id' | 'required'> & { ref?: Ref<Element> };

/** The frame's props apart from the rest, which go to the control. */
function splitFrame<Props extends FieldFrame>({
  id,
  label,
  error,
  required,
  hint,
  ...rest
}: Props) {
  return [{ id, label, error, required, hint }, rest] as const;
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

/** A one-line input; its `type` is text unless given, and always written out. */
export function TextField({
  ref,
  ...props
}: FieldProps<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>) {
  const [frame, rest] = splitFrame(props);
  return (
    <Frame {...frame}>
      <input ref={ref} type="text" {...rest} {...controlProps(frame)} />
    </Frame>
  );
}

export function TextAreaField({
  ref,
  ...props
}: FieldProps<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const [frame, rest] = splitFrame(props);
  return (
    <Frame {...frame}>
      <textarea ref={ref} {...rest} {...controlProps(frame)} />
    </Frame>
  );
}

interface SelectOption {
  value: string | number;
  label: ReactNode;
}

type SelectProps = FieldProps<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>> & {
  /** The choices, after any `children` (a "Choose…" or "All…" option). */
  options?: readonly SelectOption[];
};

export function SelectField({ ref, options = [], children, ...props }: SelectProps) {
  const [frame, rest] = splitFrame(props);
  return (
    <Frame {...frame}>
      <select ref={ref} {...rest} {...controlProps(frame)}>
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
