import { formatIndianDateTime } from '@prakar/shared/dates';
import { site } from '@prakar/shared/site';
import { linkMail } from '#src/modules/accounts/accounts-mails.ts';
import type { MailDraft } from '#src/modules/mail/mail-message.ts';

interface PasskeyNotice {
  to: string;
  name: string;
  passkeyName: string;
  at: Date;
  device: string;
  publicUrl: string;
}

/** A passkey was added: it signs in without the password, so its owner hears at once. */
export function passkeyAddedNotice(notice: PasskeyNotice): MailDraft {
  return linkMail({
    to: notice.to,
    name: notice.name,
    subject: `A passkey was added to your account — ${site.name}`,
    lines: [
      `A passkey named “${notice.passkeyName}” was added to your account on ${formatIndianDateTime(notice.at.toISOString())}, from ${notice.device}.`,
      'It signs in to your account without your password, on the device or password manager that keeps it.',
    ],
    link: {
      label: 'See your passkeys and where you are signed in',
      url: `${notice.publicUrl}/user-profile#passkeys-heading`,
    },
    after: [
      'If this was not you, remove the passkey from that page, sign out your other sessions and change your password at once.',
    ],
  });
}
