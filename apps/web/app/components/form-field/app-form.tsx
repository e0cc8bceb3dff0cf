import type { FormEventHandler, ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import styles from './form-field.module.css';

/**
 * Every form of the site. Its fields stay disabled until the page's code runs: pre-rendered
 * forms show at once, but what is typed before then could be lost (the sign-up page becomes the
 * invitation form when its link says so) or sent by the browser's plain submission, with a
 * password in the address. Validation is ours, next to each field, not the browser's.
 */
export function AppForm({
  className,
  onSubmit,
  children,
}: {
  className?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <form className={className} method="post" noValidate onSubmit={onSubmit}>
      <fieldset className={styles.formFields} disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
}
