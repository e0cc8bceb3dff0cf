import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormMessage } from '../../components/form-field/form-message';
import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/login';
import { AuthCard } from '../../features/auth/auth-card';
import { LoginForm } from '../../features/auth/login-form';
import { destinationAfterSignIn } from '../../features/auth/sign-in';
import { type LandingState, useCorporateLanding } from '../../features/auth/use-corporate-landing';
import { VerifyEmail } from '../../features/auth/verify-email';
import { useCurrentUser } from '../../features/session/use-current-user';
import { useClientSearchParams } from '../../lib/use-client-search-params';

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
