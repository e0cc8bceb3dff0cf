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

/** The asterisk after a required field's label: decoration, as `aria-required` says it. */
function RequiredMark({ required }: { required: boolean | undefined }) {
  return required ? (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  ) : null;
}

/** What went wrong with a field, or its hint, under it, named by the field's `aria-describedby`. */
function FieldNote({ id, kind, text }: { id: string; kind: 'error' | 'hint'; text: ReactNode }) {
  return text ? (
    <p className={styles[kind]} id={`${id}-${kind}`}>
      {text}
    </p>
  ) : null;
}

/**
 * A field's label, then its control, drawn by `control` from the attributes the frame does not
 * take, then its message and hint.
 */
function Framed<Props extends FieldFrame>({
  props: { id, label, error, required, hint, ...rest },
  control,
}: {
  props: Props;
  control: (
    attributes: Omit<Props, keyof FieldFrame> & ReturnType<typeof controlProps>,
  ) => ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      {control({ ...rest, ...controlProps({ id, error, required, hint, label }) })}
      <FieldNote id={id} kind="error" text={error} />
      <FieldNote id={id} kind="hint" text={hint} />
    </div>
  );
}

/** A one-line input; its `type` is text unless given, and always written out. */
export function TextField({
  ref,
  ...props
}: FieldProps<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>) {
  return (
    <Framed props={props} control={(control) => <input ref={ref} type="text" {...control} />} />
  );
}

export function TextAreaField({
  ref,
  ...props
}: FieldProps<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return <Framed props={props} control={(control) => <textarea ref={ref} {...control} />} />;
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
  return (
    <Framed
      props={props}
      control={(control) => (
        <select ref={ref} {...control}>
          {children}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
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
          <RequiredMark required={required} />
        </label>
      </div>
      <FieldNote id={id} kind="error" text={error} />
    </div>
  );
}
