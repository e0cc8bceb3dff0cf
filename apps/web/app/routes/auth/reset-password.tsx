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
      {/* The form is in the pre-rendered page; only a missing link, known once the page runs,
          replaces it. The box keeps the form's height, so nothing below it jumps. */}
      <div className={styles.reserved}>
        {params === null || token ? (
          // A new form once the link's code is read: the form keeps the code it started with.
          <ResetPasswordForm key={token ?? ''} token={token ?? ''} />
        ) : (
          <>
            <FormMessage tone="error">
              Please open this page from the link in your e-mail.
            </FormMessage>
            <Link to="/forgot-pass">Ask for a new link</Link>
          </>
        )}
      </div>
    </AuthCard>
  );
}
