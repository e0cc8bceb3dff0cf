import '#app/lib/zod-jitless.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { accountsApi } from '@prakar/shared/api/accounts';
import { forgotPasswordSchema } from '@prakar/shared/auth';
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
import { showServerFieldErrors } from '#app/lib/server-field-errors.ts';
import styles from './auth.module.css';

type ForgotInput = z.input<typeof forgotPasswordSchema>;
type Forgot = z.output<typeof forgotPasswordSchema>;

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account, so
 * the page can't be used to find out who is a customer.
 */
export function ForgotPasswordForm() {
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string }>();
  const forgot = useApiMutation(accountsApi.forgotPassword);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ForgotInput, unknown, Forgot>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = async (values: Forgot) => {
    setResult(undefined);
    try {
      const answer = await forgot.mutateAsync({ body: values });
      setResult({ tone: 'success', text: answer.message });
    } catch (error) {
      if (!showServerFieldErrors(error, ['email'], setError, setFocus)) {
        setResult({ tone: 'error', text: serviceErrorMessage(error) });
      }
    }
  };

  return (
    <AppForm
      className={styles.form}
      legend="Where to send the reset link"
      onSubmit={handleSubmit(onSubmit)}
    >
      <TextField
        id="forgot-email"
        label="E-mail address"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      {result ? <FormMessage tone={result.tone}>{result.text}</FormMessage> : null}
      <BusyButton className={`${buttons.primary} ${styles.submit}`} busy={isSubmitting}>
        Send reset link
      </BusyButton>
    </AppForm>
  );
}
