import { Link } from 'react-router';
import { FormMessage } from '../../components/form-field/form-message';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/reset-password';
import styles from '../../features/auth/auth.module.css';
import { AuthCard } from '../../features/auth/auth-card';
import { ResetPasswordForm } from '../../features/auth/reset-password-form';
import { useClientSearchParams } from '../../lib/use-client-search-params';

export const meta = () => pageMeta(copy);

/** `/reset-password?token=…`: the link in the reset e-mail (30 minutes, single-use). */
export default function ResetPasswordPage() {
  const params = useClientSearchParams();
  const token = params?.get('token')?.trim();
  return (
    <AuthCard copy={copy}>
      {/* Holds the form's height while the page reads its link, so nothing below it jumps. */}
      <div className={styles.reserved}>
        {params === null ? null : token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <>
            <FormMessage tone="error">
              This page needs the link from your reset e-mail. Please open the link in that e-mail,
              or ask for a new one.
            </FormMessage>
            <Link to="/forgot-pass">Ask for a new link</Link>
          </>
        )}
      </div>
    </AuthCard>
  );
}
