import '#app/lib/zod-jitless.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { accountsApi } from '@prakar/shared/api/accounts';
import { resendVerificationSchema } from '@prakar/shared/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { TextField } from '#app/components/form-field/text-field.tsx';
import { BusyButton } from '#app/components/ui/busy-button.tsx';
import buttons from '#app/components/ui/button.module.css';
import { serviceErrorMessage } from '#app/lib/api-error.ts';
import { useApiMutation } from '#app/lib/api-query.ts';
import styles from './auth.module.css';

type ResendInput = z.input<typeof resendVerificationSchema>;
type Resend = z.output<typeof resendVerificationSchema>;

/**
 * Asks for a new confirmation link, leading on to `returnPath` like the first. The server answers
 * the same whether or not the address has an account waiting, so this says only what it says.
 */
export function ResendVerification({
  email = '',
  returnPath,
}: {
  email?: string;
  returnPath?: string | undefined;
}) {
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string }>();
  const resend = useApiMutation(accountsApi.resendVerification);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResendInput, unknown, Resend>({
    resolver: zodResolver(resendVerificationSchema),
    defaultValues: { email, returnPath },
  });

  const onSubmit = async (values: Resend) => {
    try {
      const answer = await resend.mutateAsync({ body: values });
      setResult({ tone: 'success', text: answer.message });
    } catch (error) {
      setResult({ tone: 'error', text: serviceErrorMessage(error) });
    }
  };

  return (
    <AppForm
      className={styles.form}
      legend="Send the confirmation e-mail again"
      onSubmit={handleSubmit(onSubmit)}
    >
      <TextField
        id="resend-email"
        label="E-mail address"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      {result ? <FormMessage tone={result.tone}>{result.text}</FormMessage> : null}
      <BusyButton className={buttons.secondary} busy={isSubmitting}>
        Send a new confirmation link
      </BusyButton>
    </AppForm>
  );
}
