import { zodResolver } from '@hookform/resolvers/zod';
import { invitationsApi } from '@prakar/shared/api/invitations';
import { formatIndianDateTime } from '@prakar/shared/dates';
import {
  type AcceptInvitation,
  type AcceptInvitationInput,
  acceptInvitationSchema,
  INVITE_ROLE_LABELS,
  type InvitationDetails,
} from '@prakar/shared/users';
import { useNavigate } from 'react-router';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { MobileField } from '#app/components/form-field/contact-fields.tsx';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { FormSubmit } from '#app/components/form-field/form-submit.tsx';
import { TextField } from '#app/components/form-field/text-field.tsx';
import { useAppForm } from '#app/components/form-field/use-app-form.ts';
import { SignInLink } from '#app/components/nav/sign-in-link.tsx';
import { notify } from '#app/components/toasts/notify.ts';
import buttons from '#app/components/ui/button.module.css';
import { call } from '#app/lib/api-client.ts';
import { serviceErrorMessage } from '#app/lib/api-error.ts';
import { useApiQuery } from '#app/lib/api-query.ts';
import { onTheWayTo } from '#app/lib/session/set-up-first.ts';
import styles from './auth.module.css';
import { NewPasswordFields } from './new-password-fields';
import { homePathFor, startSession } from './sign-in';

const FIELDS = ['name', 'mobile', 'password', 'confirmPassword'] as const;

function AcceptForm({ token, invitation }: { token: string; invitation: InvitationDetails }) {
  const navigate = useNavigate();
  const { field, onSubmit, formError, busy } = useAppForm<AcceptInvitationInput, AcceptInvitation>({
    resolver: zodResolver(acceptInvitationSchema),
    defaultValues: { token, name: '', mobile: '', password: '', confirmPassword: '' },
    fields: FIELDS,
    send: async (values) => {
      // Sent with `call`, not as a cached change: refreshing the invitation it has just used up
      // would turn this page into "the link no longer works".
      const answer = await call(invitationsApi.accept, { body: values });
      // Signed in by the server, as a confirmation link signs in a new sign-up.
      await startSession(answer.user);
      // Home: My Apps, or the back office for staff; two-step sign-in set up on the way when the
      // organisation's policy covers the newcomer (and always for staff).
      await navigate(onTheWayTo(answer.user, homePathFor(answer.user)), { replace: true });
      notify.success(answer.message);
    },
  });

  return (
    <AppForm className={styles.form} legend="Your account details" onSubmit={onSubmit}>
      <FormMessage tone="info">
        {invitation.invitedBy ? <>{invitation.invitedBy} has invited you. </> : null}
        You are joining <strong>{invitation.organisationName}</strong> as{' '}
        {INVITE_ROLE_LABELS[invitation.role].toLowerCase()}, with the address{' '}
        <strong>{invitation.email}</strong>. This invitation is valid until{' '}
        {formatIndianDateTime(invitation.expiresAt)}.
      </FormMessage>
      <TextField
        id="invite-name"
        label="Your name"
        autoComplete="name"
        required
        {...field('name')}
      />
      <MobileField id="invite-mobile" required {...field('mobile')} />
      <NewPasswordFields
        id="invite"
        password={field('password')}
        confirmation={field('confirmPassword')}
      />
      <FormSubmit error={formError} className={`${buttons.primary} ${styles.submit}`} busy={busy}>
        Join {invitation.organisationName}
      </FormSubmit>
    </AppForm>
  );
}

/**
 * `/sign-up?invite=<code>`: the link in an invitation e-mail. Shows who invited the address to
 * which organisation, then lets the invitee choose their name and password. A used, revoked or
 * expired link says so plainly.
 */
export function AcceptInvitationPanel({ token }: { token: string }) {
  const invitation = useApiQuery(invitationsApi.details, { query: { token } });
  if (invitation.isPending) return <p role="status">Checking your invitation…</p>;
  if (invitation.isError) {
    return (
      <>
        <FormMessage tone="error">{serviceErrorMessage(invitation.error)}</FormMessage>
        <p>
          Ask your organisation’s administrator to send a new invitation, or{' '}
          <SignInLink>sign in</SignInLink> if you have already joined.
        </p>
      </>
    );
  }
  return <AcceptForm token={token} invitation={invitation.data} />;
}
