import { zodResolver } from '@hookform/resolvers/zod';
import { emailOnlySchema } from '@prakar/shared/auth';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { EmailField } from '#app/components/form-field/contact-fields.tsx';
import { FormSubmit } from '#app/components/form-field/form-submit.tsx';
import { useAppForm } from '#app/components/form-field/use-app-form.ts';
import styles from './auth.module.css';

const FIELDS = ['email'] as const;
type EmailOnly = z.output<typeof emailOnlySchema>;

/**
 * One e-mail address and a button that mails a link to it. The server answers alike whether or
 * not the address has an account, and its answer is shown as it is.
 */
export function EmailLinkForm({
  id,
  legend,
  email = '',
  send,
  buttonClassName,
  children,
}: {
  id: string;
  legend: string;
  email?: string;
  send: (values: EmailOnly) => Promise<{ message: string }>;
  buttonClassName: string | undefined;
  /** The button's label. */
  children: ReactNode;
}) {
  const [sent, setSent] = useState<string>();
  const { field, onSubmit, formError, busy } = useAppForm<
    z.input<typeof emailOnlySchema>,
    EmailOnly
  >({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email },
    fields: FIELDS,
    send: async (values) => {
      setSent(undefined);
      setSent((await send(values)).message);
    },
  });

  return (
    <AppForm className={styles.form} legend={legend} onSubmit={onSubmit}>
      <EmailField id={id} required {...field('email')} />
      <FormSubmit error={formError} success={sent} className={buttonClassName} busy={busy}>
        {children}
      </FormSubmit>
    </AppForm>
  );
}
