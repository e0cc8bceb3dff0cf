import { lazy, Suspense, useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/login.ts';
import { AuthCard } from '#app/features/auth/auth-card.tsx';
import { LoginForm } from '#app/features/auth/login-form.tsx';
import {
  CART_PATH,
  destinationAfterSignIn,
  homePathFor,
  isServerPage,
  startSession,
} from '#app/features/auth/sign-in.ts';
import {
  type LandingState,
  useCorporateLanding,
} from '#app/features/auth/use-corporate-landing.ts';
import { useEmailConfirmation, VerifyEmail } from '#app/features/auth/verify-email.tsx';
import { PasskeySignIn } from '#app/features/passkeys/passkey-sign-in.tsx';
import { useStoredCart } from '#app/lib/cart/cart-store.ts';
import { decodeReturnUrl, encodeReturnUrl } from '#app/lib/return-url.ts';
import { onTheWayTo } from '#app/lib/session/set-up-first.ts';
import { useCurrentUser } from '#app/lib/session/use-current-user.ts';
import { useClientSearchParams } from '#app/lib/use-client-search-params.ts';

export const meta = () => pageMeta(copy);

// Only users with a second step see it, after the password: the page loads without it.
const SecondStepForm = lazy(() =>
  import('#app/features/two-factor/second-step-form.tsx').then((module) => ({
    default: module.SecondStepForm,
  })),
);

function landingLead(landing: LandingState | null) {
  return landing?.status === 'found' ? (
    <>
      Sign in to <strong>{landing.organisationName}</strong>’s account to open your apps.
    </>
  ) : undefined;
}

/**
 * `/login`: `?corporateName=` makes it an organisation's own sign-in page, `?returnUrl=` (base64)
 * names the page to go back to, `?verify=` confirms an e-mail address from the sign-up mail and,
 * when the server allows it, signs the new user in. From the confirmation, a visitor no page sent
 * goes to the cart when plans wait in it (they were choosing before signing up), else My Apps
 * (the back office for the firm’s staff).
 */
export default function LoginPage() {
  const params = useClientSearchParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const cart = useStoredCart();
  const corporateName = params?.get('corporateName')?.trim() || undefined;
  const verifyToken = params?.get('verify') ?? undefined;
  const returnUrl = params?.get('returnUrl');
  const landing = useCorporateLanding(corporateName);
  const confirmation = useEmailConfirmation(verifyToken);
  // A user the two-step policy holds back sets it up on the way, wherever they were going.
  const destination = onTheWayTo(
    user,
    destinationAfterSignIn(
      returnUrl,
      verifyToken && cart.length > 0 ? CART_PATH : homePathFor(user),
    ),
  );
  // Sign-up keeps the page to return to, so its confirmation link leads on there.
  const returnPath = decodeReturnUrl(returnUrl);
  const signUpPath = returnPath ? `/sign-up?returnUrl=${encodeReturnUrl(returnPath)}` : '/sign-up';

  // Signed in here, or already signed in on arrival (once the landing rule and the confirmation
  // link have had their say): on to the page that sent the visitor, or My Apps.
  const settled =
    params !== null && landing?.status !== 'loading' && confirmation?.status !== 'checking';
  useEffect(() => {
    if (!settled || !user) return;
    // Single sign-on's pages are the server's (docs/decisions/0090): leave the app for them.
    if (isServerPage(destination)) window.location.replace(destination);
    else navigate(destination, { replace: true });
  }, [settled, user, destination, navigate]);

  // While the link is checked, and once it has signed the user in, there is nothing to fill in.
  const showForm = confirmation?.status !== 'checking' && confirmation?.status !== 'signedIn';
  return (
    <AuthCard
      copy={copy}
      lead={landingLead(landing)}
      footer={
        <p>
          New to us? <Link to={signUpPath}>Create an account</Link>
        </p>
      }
    >
      {confirmation ? <VerifyEmail outcome={confirmation} /> : null}
      {landing?.status === 'unknown' ? (
        <FormMessage tone="info">
          We could not find an organisation called “{corporateName}”. You can still sign in with
          your e-mail address and password.
        </FormMessage>
      ) : null}
      {showForm ? (
        <LoginForm
          corporateName={landing?.status === 'found' ? corporateName : undefined}
          defaultEmail={confirmation?.status === 'confirmed' ? confirmation.email : undefined}
          otherWays={<PasskeySignIn onSignedIn={startSession} />}
          secondStepForm={(secondStep, backToPassword) => (
            <Suspense fallback={<p role="status">Loading…</p>}>
              <SecondStepForm
                secondStep={secondStep}
                onSignedIn={startSession}
                onExpired={backToPassword}
                onCancel={backToPassword}
              />
            </Suspense>
          )}
        />
      ) : null}
    </AuthCard>
  );
}
