import { SignInLink } from '#app/components/nav/sign-in-link.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/forgot-pass.ts';
import { AuthCard } from '#app/features/auth/auth-card.tsx';
import { ForgotPasswordForm } from '#app/features/auth/forgot-password-form.tsx';

export const meta = () => pageMeta(copy);

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      copy={copy}
      footer={
        <p>
          Remembered it? <SignInLink>Sign in</SignInLink>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
