import { Link } from 'react-router';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/reset-password.ts';
import styles from '#app/features/auth/auth.module.css';
import { AuthCard } from '#app/features/auth/auth-card.tsx';
import { ResetPasswordForm } from '#app/features/auth/reset-password-form.tsx';
import { useClientSearchParams } from '#app/lib/use-client-search-params.ts';

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
          // The same form once the link's code is read: what was typed before then stays.
          <ResetPasswordForm token={token ?? ''} />
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
