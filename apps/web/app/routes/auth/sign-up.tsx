import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/sign-up';
import { AuthCard } from '../../features/auth/auth-card';
import { SignInLink } from '../../features/auth/sign-in-link';
import { SignUpForm } from '../../features/auth/sign-up-form';

export const meta = () => pageMeta(copy);

export default function SignUpPage() {
  return (
    <AuthCard
      copy={copy}
      footer={
        <p>
          Already have an account? <SignInLink>Sign in</SignInLink>
        </p>
      }
    >
      <SignUpForm />
    </AuthCard>
  );
}
