import { useState } from 'react';
import {
  PrerenderedViews,
  useReturningVisitor,
} from '#app/components/layout/prerendered-views.tsx';
import { SignInLink } from '#app/components/nav/sign-in-link.tsx';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/sign-up.ts';
import { AcceptInvitationPanel } from '#app/features/auth/accept-invitation.tsx';
import { AuthCard } from '#app/features/auth/auth-card.tsx';
import { SignUpForm } from '#app/features/auth/sign-up-form.tsx';
import { decodeReturnUrl } from '#app/lib/return-url.ts';
import { useClientSearchParams } from '#app/lib/use-client-search-params.ts';

export const meta = () => pageMeta(copy);

/** What the card says over an invitation, and once a sign-up's link is on its way. */
const INVITED = {
  heading: 'Join your organisation',
  lead: 'Your colleague has invited you to the portal.',
};
const SENT = {
  heading: 'Check your e-mail',
  lead: 'Your account is made: one step is left, opening the link we sent you.',
};

/**
 * `/sign-up`: a new organisation and its administrator; `?invite=` joins an existing one.
 * `?returnUrl=` (base64, as for the login page) is where the confirmation link leads on to.
 * A visitor who came with a query sees a loading line, not the pre-rendered sign-up form, until
 * the app knows which form the link asks for: nothing is typed into a form about to be replaced.
 * A newcomer's form stays where it was pre-rendered, with whatever they typed before the app ran.
 */
export default function SignUpPage() {
  const params = useClientSearchParams();
  const returning = useReturningVisitor();
  const [sent, setSent] = useState(false);
  const invite = params?.get('invite')?.trim();
  const returnPath = decodeReturnUrl(params?.get('returnUrl')) ?? undefined;
  const form = <SignUpForm returnPath={returnPath} onSent={() => setSent(true)} />;
  const linked = invite ? <AcceptInvitationPanel token={invite} /> : returning ? form : null;
  const stage = invite ? INVITED : sent ? SENT : undefined;
  return (
    <AuthCard
      copy={stage ? { ...copy, heading: stage.heading } : copy}
      lead={stage?.lead}
      footer={
        <p>
          Already have an account? <SignInLink>Sign in</SignInLink>
        </p>
      }
    >
      <PrerenderedViews
        newcomer={returning ? null : form}
        returning={params ? linked : <p role="status">Loading…</p>}
      />
    </AuthCard>
  );
}
