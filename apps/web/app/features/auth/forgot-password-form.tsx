import '../../lib/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema } from '@prakar/shared/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AppForm } from '../../components/form-field/app-form';
import { FormMessage } from '../../components/form-field/form-message';
import { TextField } from '../../components/form-field/text-field';
import { BusyButton } from '../../components/ui/busy-button';
import buttons from '../../components/ui/button.module.css';
import { apiPost } from '../../lib/api-client';
import { serviceErrorMessage } from '../../lib/api-error';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import styles from './auth.module.css';

type ForgotInput = z.input<typeof forgotPasswordSchema>;
type Forgot = z.output<typeof forgotPasswordSchema>;

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account, so
 * the page can't be used to find out who is a customer.
 */
export function ForgotPasswordForm() {
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string }>();
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
      const answer = await apiPost<{ message: string }>('/Authentication/ForgotPassword', values);
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
