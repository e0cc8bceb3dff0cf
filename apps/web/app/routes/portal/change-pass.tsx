import { Link } from 'react-router';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/change-pass.ts';
import { AuthCard } from '#app/features/auth/auth-card.tsx';
import { ChangePasswordForm } from '#app/features/auth/change-password-form.tsx';

export const meta = () => pageMeta(copy);

export default function ChangePasswordPage() {
  return (
    <AuthCard
      copy={copy}
      footer={
        <p>
          <Link to="/user-profile">Back to my profile</Link>
        </p>
      }
    >
      <ChangePasswordForm />
    </AuthCard>
  );
}
