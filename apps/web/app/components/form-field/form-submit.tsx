import type { ReactNode } from 'react';
import { BusyButton } from '#app/components/ui/busy-button.tsx';
import buttons from '#app/components/ui/button.module.css';
import { FormMessage } from './form-message';

export interface SubmitProps {
  /** Why the server turned the form down, if it did. */
  error: string | undefined;
  /** The form is on its way to the server. */
  busy: boolean;
  /** The submit button's text. */
  children: ReactNode;
}

/** A form's last lines: why it was turned down or what it did, then its submit button. */
export function FormSubmit({
  error,
  success,
  busy,
  className = buttons.primary,
  children,
}: SubmitProps & { success?: string | undefined; className?: string | undefined }) {
  return (
    <>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      {success ? <FormMessage tone="success">{success}</FormMessage> : null}
      <BusyButton className={className} busy={busy}>
        {children}
      </BusyButton>
    </>
  );
}
