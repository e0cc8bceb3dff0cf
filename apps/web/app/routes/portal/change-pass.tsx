import { Link } from 'react-router';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/change-pass';
import { AuthCard } from '../../features/auth/auth-card';
import { ChangePasswordForm } from '../../features/auth/change-password-form';

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
