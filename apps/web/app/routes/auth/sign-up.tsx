import { SignInLink } from '#app/components/nav/sign-in-link.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/sign-up.ts';
import { AcceptInvitationPanel } from '#app/features/auth/accept-invitation.tsx';
import { AuthCard } from '#app/features/auth/auth-card.tsx';
import { SignUpForm } from '#app/features/auth/sign-up-form.tsx';
import { decodeReturnUrl } from '#app/lib/return-url.ts';
import { useClientSearchParams } from '#app/lib/use-client-search-params.ts';

export const meta = () => pageMeta(copy);

/**
 * `/sign-up`: a new organisation and its administrator; `?invite=` joins an existing one.
 * `?returnUrl=` (base64, as for the login page) is where the confirmation link leads on to.
 */
export default function SignUpPage() {
  const params = useClientSearchParams();
  const invite = params?.get('invite')?.trim();
  const returnPath = decodeReturnUrl(params?.get('returnUrl')) ?? undefined;
  return (
    <AuthCard
      copy={invite ? { ...copy, heading: 'Join your organisation' } : copy}
      lead={invite ? 'Your colleague has invited you to the portal.' : undefined}
      footer={
        <p>
          Already have an account? <SignInLink>Sign in</SignInLink>
        </p>
      }
    >
      {invite ? <AcceptInvitationPanel token={invite} /> : <SignUpForm returnPath={returnPath} />}
    </AuthCard>
  );
}
