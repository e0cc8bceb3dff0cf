import { pageMeta } from '../../content/page-meta';
import { copy } from '../../content/pages/sign-up';
import { AcceptInvitationPanel } from '../../features/auth/accept-invitation';
import { AuthCard } from '../../features/auth/auth-card';
import { SignInLink } from '../../features/auth/sign-in-link';
import { SignUpForm } from '../../features/auth/sign-up-form';
import { useClientSearchParams } from '../../lib/use-client-search-params';

export const meta = () => pageMeta(copy);

/** `/sign-up`: a new organisation and its administrator; `?invite=` joins an existing one. */
export default function SignUpPage() {
  const invite = useClientSearchParams()?.get('invite')?.trim();
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
      {invite ? <AcceptInvitationPanel token={invite} /> : <SignUpForm />}
    </AuthCard>
  );
}
