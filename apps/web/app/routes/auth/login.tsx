import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/login.ts';
import { AuthCard } from '#app/features/auth/auth-card.tsx';
import { LoginForm } from '#app/features/auth/login-form.tsx';
import { destinationAfterSignIn } from '#app/features/auth/sign-in.ts';
import {
  type LandingState,
  useCorporateLanding,
} from '#app/features/auth/use-corporate-landing.ts';
import { VerifyEmail } from '#app/features/auth/verify-email.tsx';
import { useCurrentUser } from '#app/lib/session/use-current-user.ts';
import { useClientSearchParams } from '#app/lib/use-client-search-params.ts';

export const meta = () => pageMeta(copy);

function landingLead(landing: LandingState | null) {
  return landing?.status === 'found' ? (
    <>
      Sign in to <strong>{landing.organisationName}</strong>’s account to open your apps.
    </>
  ) : undefined;
}

/**
 * `/login`: `?corporateName=` makes it an organisation's own sign-in page, `?returnUrl=` (base64)
 * names the page to go back to, `?verify=` confirms an e-mail address from the sign-up mail.
 */
export default function LoginPage() {
  const params = useClientSearchParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const corporateName = params?.get('corporateName')?.trim() || undefined;
  const verifyToken = params?.get('verify') ?? undefined;
  const landing = useCorporateLanding(corporateName);
  const destination = destinationAfterSignIn(params?.get('returnUrl'));

  // Signed in here, or already signed in on arrival (once the landing rule has had its say):
  // on to the page that sent the visitor, or My Apps.
  const settled = params !== null && landing?.status !== 'loading';
  useEffect(() => {
    if (settled && user) navigate(destination, { replace: true });
  }, [settled, user, destination, navigate]);

  return (
    <AuthCard
      copy={copy}
      lead={landingLead(landing)}
      footer={
        <p>
          New to us? <Link to="/sign-up">Create an account</Link>
        </p>
      }
    >
      {verifyToken ? <VerifyEmail token={verifyToken} /> : null}
      {landing?.status === 'unknown' ? (
        <FormMessage tone="info">
          We could not find an organisation called “{corporateName}”. You can still sign in with
          your e-mail address and password.
        </FormMessage>
      ) : null}
      <LoginForm corporateName={landing?.status === 'found' ? corporateName : undefined} />
    </AuthCard>
  );
}
