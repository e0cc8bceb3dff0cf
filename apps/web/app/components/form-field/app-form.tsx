import type { FormEventHandler, ReactNode } from 'react';
import styles from './form-field.module.css';

/**
 * Every form of the site. A pre-rendered form works before the app starts: what is typed or
 * filled in then is kept when the app takes the fields over (React Hook Form keeps a value edited
 * before it registered the field), and a submission is
 * held until the app can send it (docs/decisions/0050). Validation is ours, next to each field,
 * not the browser's.
 *
 * The fieldset groups the fields for assistive technology, so `legend` names it (what the fields
 * are for); the page or dialog already shows that in its heading, so it is not shown.
 */
export function AppForm({
  className,
  legend,
  onSubmit,
  children,
}: {
  className?: string;
  legend: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form className={className} method="post" noValidate onSubmit={onSubmit}>
      <fieldset className={styles.formFields}>
        <legend className="visually-hidden">{legend}</legend>
        {children}
      </fieldset>
    </form>
  );
}
