import { site } from '@prakar/shared/site';
import { INVITATION_DAYS, type InviteRole } from '@prakar/shared/users';
import { linkMail } from '#src/modules/accounts/accounts-mails.ts';
import type { MailDraft } from '#src/modules/mail/mail-message.ts';

const AS_ROLE: Record<InviteRole, string> = {
  org_admin: 'an administrator',
  org_user: 'a user',
  platform_admin: 'a member of its staff',
};

export function invitationMail(invitation: {
  to: string;
  inviterName: string;
  organisationName: string;
  role: InviteRole;
  url: string;
}): MailDraft {
  const staff = invitation.role === 'platform_admin';
  return linkMail({
    to: invitation.to,
    name: 'colleague',
    subject: `${invitation.inviterName} invited you to ${invitation.organisationName} on ${site.name}`,
    lines: [
      `${invitation.inviterName} has invited you to join ${invitation.organisationName} on the ${site.name} portal as ${AS_ROLE[invitation.role]}.`,
      staff
        ? 'Open the link to choose your name and password; you can then work in the back office.'
        : 'Open the link to choose your name and password; you can then open the apps your organisation subscribes to.',
    ],
    link: { label: 'Accept the invitation', url: invitation.url },
    after: [
      `The link works once and expires in ${INVITATION_DAYS} days. If you were not expecting this, ignore this e-mail.`,
    ],
  });
}
