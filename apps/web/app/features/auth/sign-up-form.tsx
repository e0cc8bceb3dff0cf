import { zodResolver } from '@hookform/resolvers/zod';
import { accountsApi } from '@prakar/shared/api/accounts';
import {
  PASSWORD_MIN_LENGTH,
  type SignUp,
  type SignUpInput,
  signUpSchema,
} from '@prakar/shared/auth';
import { useState } from 'react';
import { Link } from 'react-router';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { EmailField, MobileField } from '#app/components/form-field/contact-fields.tsx';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { FormSubmit } from '#app/components/form-field/form-submit.tsx';
import { CheckboxField, TextField } from '#app/components/form-field/text-field.tsx';
import { useAppForm } from '#app/components/form-field/use-app-form.ts';
import { SignInLink } from '#app/components/nav/sign-in-link.tsx';
import buttons from '#app/components/ui/button.module.css';
import { useApiMutation } from '#app/lib/api-query.ts';
import styles from './auth.module.css';
import { NewPasswordFields } from './new-password-fields';
import { ResendVerification } from './resend-verification';

const FIELDS = [
  'name',
  'email',
  'mobile',
  'organisationName',
  'password',
  'confirmPassword',
  'acceptTerms',
] as const;

/**
 * Creates the organisation and its first administrator. The link in the e-mail this sends
 * confirms the address and signs the new user in, going on to `returnPath` (the page the visitor
 * was headed for, on this site) when there is one; so success says to open it, with a way to
 * resend.
 */
export function SignUpForm({
  returnPath,
  onSent,
}: {
  returnPath?: string | undefined;
  /** Told once the account is made and the link is on its way, so the page can say so too. */
  onSent?: () => void;
}) {
  const [sent, setSent] = useState<{ email: string; message: string }>();
  const signUp = useApiMutation(accountsApi.signUp);
  const { field, onSubmit, formError, busy } = useAppForm<SignUpInput, SignUp>({
    resolver: zodResolver(signUpSchema),
    defaultValues: {
      name: '',
      email: '',
      mobile: '',
      organisationName: '',
      password: '',
      confirmPassword: '',
    },
    fields: FIELDS,
    send: async (values) => {
      const answer = await signUp.mutateAsync({ body: { ...values, returnPath } });
      setSent({ email: values.email, message: answer.message });
      onSent?.();
    },
  });

  if (sent) {
    return (
      <>
        <FormMessage tone="success">
          <p>{sent.message}</p>
          <p>
            We sent it to <strong>{sent.email}</strong>. The link works for 24 hours.
          </p>
        </FormMessage>
        <p>
          Confirmed already? <SignInLink>Sign in</SignInLink>
        </p>
        <p>No e-mail after a few minutes? Check your spam folder, or send it again:</p>
        <ResendVerification email={sent.email} returnPath={returnPath} />
      </>
    );
  }

  return (
    <AppForm className={styles.form} legend="Your account details" onSubmit={onSubmit}>
      <TextField
        id="sign-up-name"
        label="Your name"
        autoComplete="name"
        required
        {...field('name')}
      />
      <EmailField id="sign-up-email" label="Work e-mail address" required {...field('email')} />
      <MobileField
        id="sign-up-mobile"
        required
        hint="10 digits; +91 is added for you."
        {...field('mobile')}
      />
      <TextField
        id="sign-up-organisation"
        label="Organisation name"
        autoComplete="organization"
        required
        hint="Your company or CA firm. You become its administrator and can invite your team."
        {...field('organisationName')}
      />
      <NewPasswordFields
        id="sign-up"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong, memorable password.`}
        password={field('password')}
        confirmation={field('confirmPassword')}
      />
      <CheckboxField
        id="sign-up-accept-terms"
        label={
          <>
            I accept the <Link to="/terms">terms of use</Link> and the{' '}
            <Link to="/privacy-policy">privacy policy</Link>
          </>
        }
        required
        {...field('acceptTerms')}
      />
      <p className={styles.lead}>
        <Link to="/security-and-privacy">How we keep your data safe</Link>: where it is stored, how
        it is protected and how to ask for it or have it deleted.
      </p>
      <FormSubmit error={formError} className={`${buttons.primary} ${styles.submit}`} busy={busy}>
        Create account
      </FormSubmit>
    </AppForm>
  );
}
