import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type PendingSecondStep } from '@prakar/shared/auth';
import { AUTH_ERROR_CODES } from '@prakar/shared/auth-error-codes';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { EmailField } from '#app/components/form-field/contact-fields.tsx';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { PasswordField } from '#app/components/form-field/password-field.tsx';
import { BusyButton } from '#app/components/ui/busy-button.tsx';
import buttons from '#app/components/ui/button.module.css';
import { ApiError, serviceErrorMessage } from '#app/lib/api-error.ts';
import { showServerFieldErrors } from '#app/lib/server-field-errors.ts';
import styles from './auth.module.css';
import { ResendVerification } from './resend-verification';
import { signIn } from './sign-in';

const formSchema = loginSchema.pick({ email: true, password: true });
type LoginInput = z.input<typeof formSchema>;
type LoginValues = z.output<typeof formSchema>;
const FIELDS = ['email', 'password'] as const;

type Failure = { message: string; unverifiedEmail?: string };

/**
 * E-mail and password, then the second step when the user has one. Signing in sets the current
 * user; the page takes it from there.
 * `defaultEmail` fills in the address when the page already knows it (a confirmed sign-up).
 */
export function LoginForm({
  corporateName,
  defaultEmail = '',
  secondStepForm,
  otherWays,
}: {
  corporateName: string | undefined;
  defaultEmail?: string;
  /** Other ways to sign in, under the password form (not at the second step). */
  otherWays?: ReactNode;
  /** What is asked for after a right password, when the user has a second step. */
  secondStepForm: (
    secondStep: PendingSecondStep,
    backToPassword: (message?: string) => void,
  ) => ReactNode;
}) {
  const [failure, setFailure] = useState<Failure>();
  // The password was right and a second step is still to come: its token and methods.
  const [secondStep, setSecondStep] = useState<PendingSecondStep>();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });

  // Back from the second step, the password is what to type again.
  const wasAtSecondStep = useRef(false);
  useEffect(() => {
    if (wasAtSecondStep.current && !secondStep) setFocus('password');
    wasAtSecondStep.current = secondStep !== undefined;
  }, [secondStep, setFocus]);

  const onSubmit = async (values: LoginValues) => {
    setFailure(undefined);
    try {
      const answer = await signIn({ ...values, corporateName });
      if ('secondStep' in answer) setSecondStep(answer.secondStep);
    } catch (error) {
      if (showServerFieldErrors(error, FIELDS, setError, setFocus)) return;
      const unverified =
        error instanceof ApiError && error.code === AUTH_ERROR_CODES.emailNotVerified;
      setFailure({
        message: serviceErrorMessage(error),
        unverifiedEmail: unverified ? values.email : undefined,
      });
      if (error instanceof ApiError && error.code === AUTH_ERROR_CODES.invalidCredentials) {
        resetField('password');
        setFocus('password');
      }
    }
  };

  if (secondStep) {
    const backToPassword = (message?: string) => {
      setSecondStep(undefined);
      resetField('password');
      setFailure(message ? { message } : undefined);
    };
    return secondStepForm(secondStep, backToPassword);
  }

  return (
    <>
      <AppForm
        className={styles.form}
        legend="Your sign-in details"
        onSubmit={handleSubmit(onSubmit)}
      >
        <EmailField
          id="login-email"
          autoComplete="username"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          id="login-password"
          label="Password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <div className={styles.row}>
          <Link to="/forgot-pass">Forgot your password?</Link>
        </div>
        {failure ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
        <BusyButton className={`${buttons.primary} ${styles.submit}`} busy={isSubmitting}>
          Sign In
        </BusyButton>
      </AppForm>
      {failure?.unverifiedEmail ? <ResendVerification email={failure.unverifiedEmail} /> : null}
      {otherWays}
    </>
  );
}
