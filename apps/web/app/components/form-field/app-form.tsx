import type { FormEventHandler, ReactNode } from 'react';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import styles from './form-field.module.css';

/**
 * Every form of the site. Its fields stay disabled until the page's code runs: pre-rendered
 * forms show at once, but what is typed before then could be lost (the sign-up page becomes the
 * invitation form when its link says so) or sent by the browser's plain submission, with a
 * password in the address. Validation is ours, next to each field, not the browser's.
 *
 * The fieldset that disables them is a group to assistive technology, so `legend` names it (what
 * the fields are for); the page or dialog already shows that in its heading, so it is not shown.
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
  const hydrated = useHydrated();
  return (
    <form className={className} method="post" noValidate onSubmit={onSubmit}>
      <fieldset className={styles.formFields} disabled={!hydrated}>
        <legend className="visually-hidden">{legend}</legend>
        {children}
      </fieldset>
    </form>
  );
}
