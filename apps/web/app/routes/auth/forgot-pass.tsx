import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/forgot-pass';
import { AuthCard } from '../../features/auth/auth-card';
import { ForgotPasswordForm } from '../../features/auth/forgot-password-form';
import { SignInLink } from '../../features/auth/sign-in-link';

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
