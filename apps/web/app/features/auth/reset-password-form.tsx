import { zodResolver } from '@hookform/resolvers/zod';
import { accountsApi } from '@prakar/shared/api/accounts';
import { resetPasswordSchema } from '@prakar/shared/auth';
import { AUTH_ERROR_CODES } from '@prakar/shared/auth-error-codes';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { SignInLink } from '#app/components/nav/sign-in-link.tsx';
import { BusyButton } from '#app/components/ui/busy-button.tsx';
import buttons from '#app/components/ui/button.module.css';
import { ApiError, serviceErrorMessage } from '#app/lib/api-error.ts';
import { useApiMutation } from '#app/lib/api-query.ts';
import { showServerFieldErrors } from '#app/lib/server-field-errors.ts';
import styles from './auth.module.css';
import { NewPasswordFields } from './new-password-fields';

type ResetInput = z.input<typeof resetPasswordSchema>;
type Reset = z.output<typeof resetPasswordSchema>;
const FIELDS = ['password', 'confirmPassword'] as const;

const LINK_PROBLEMS: readonly string[] = [
  AUTH_ERROR_CODES.tokenInvalid,
  AUTH_ERROR_CODES.tokenExpired,
  AUTH_ERROR_CODES.tokenUsed,
];

type Outcome = { done: true; message: string } | { done: false; message: string; badLink: boolean };

/**
 * Sets a new password with the code from the e-mailed link. The server ends every session of the
 * account and does not sign anyone in, so success leads to the sign-in page.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const [outcome, setOutcome] = useState<Outcome>();
  const resetPassword = useApiMutation(accountsApi.resetPassword);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ResetInput, unknown, Reset>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  // The pre-rendered page has no link code; the address gives it once the page runs.
  useEffect(() => setValue('token', token), [setValue, token]);

  const onSubmit = async (values: Reset) => {
    setOutcome(undefined);
    try {
      const answer = await resetPassword.mutateAsync({ body: values });
      setOutcome({ done: true, message: answer.message });
    } catch (error) {
      if (showServerFieldErrors(error, FIELDS, setError, setFocus)) return;
      const badLink = error instanceof ApiError && LINK_PROBLEMS.includes(error.code);
      setOutcome({ done: false, message: serviceErrorMessage(error), badLink });
    }
  };

  if (outcome?.done) {
    return (
      <>
        <FormMessage tone="success">{outcome.message}</FormMessage>
        <SignInLink className={`${buttons.primary} ${styles.submit}`}>Sign in</SignInLink>
      </>
    );
  }
  if (outcome?.badLink) {
    return (
      <>
        <FormMessage tone="error">{outcome.message}</FormMessage>
        <Link to="/forgot-pass" className={`${buttons.primary} ${styles.submit}`}>
          Ask for a new link
        </Link>
      </>
    );
  }

  return (
    <AppForm className={styles.form} legend="Your new password" onSubmit={handleSubmit(onSubmit)}>
      <NewPasswordFields
        id="reset"
        label="New password"
        password={{ ...register('password'), error: errors.password?.message }}
        confirmation={{ ...register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
      {outcome ? <FormMessage tone="error">{outcome.message}</FormMessage> : null}
      <BusyButton className={`${buttons.primary} ${styles.submit}`} busy={isSubmitting}>
        Set new password
      </BusyButton>
    </AppForm>
  );
}
