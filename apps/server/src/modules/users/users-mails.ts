import { site } from '@prakar/shared/site';
import { INVITATION_DAYS } from '@prakar/shared/users';
import { linkMail } from '#src/modules/accounts/accounts-mails.ts';
import type { MailDraft } from '#src/modules/mail/mail-message.ts';

export function invitationMail(invitation: {
  to: string;
  inviterName: string;
  organisationName: string;
  role: 'org_admin' | 'org_user';
  url: string;
}): MailDraft {
  return linkMail({
    to: invitation.to,
    name: 'colleague',
    subject: `${invitation.inviterName} invited you to ${invitation.organisationName} on ${site.name}`,
    lines: [
      `${invitation.inviterName} has invited you to join ${invitation.organisationName} on the ${site.name} portal as ${invitation.role === 'org_admin' ? 'an administrator' : 'a user'}.`,
      'Open the link to choose your name and password; you can then open the apps your organisation subscribes to.',
    ],
    link: { label: 'Accept the invitation', url: invitation.url },
    after: [
      `The link works once and expires in ${INVITATION_DAYS} days. If you were not expecting this, ignore this e-mail.`,
    ],
  });
}
