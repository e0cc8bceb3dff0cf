import { formatIndianDateTime } from '@prakar/shared/dates';
import { site } from '@prakar/shared/site';
import { linkMail } from '#src/modules/accounts/accounts-mails.ts';
import type { MailDraft } from '#src/modules/mail/mail-message.ts';

interface SecurityNotice {
  to: string;
  name: string;
  turnedOn: boolean;
  at: Date;
  device: string;
  publicUrl: string;
}

/** Two-step sign-in turned on or off: when (IST), from which browser, and where to end sessions. */
export function twoFactorNotice(notice: SecurityNotice): MailDraft {
  const change = notice.turnedOn ? 'turned on' : 'turned off';
  return linkMail({
    to: notice.to,
    name: notice.name,
    subject: `Two-step sign-in was ${change} — ${site.name}`,
    lines: [
      `Two-step sign-in was ${change} for your account on ${formatIndianDateTime(notice.at.toISOString())}, from ${notice.device}.`,
      notice.turnedOn
        ? 'From now on, signing in asks for a code from your authenticator app after your password.'
        : 'Signing in now asks for your password only.',
    ],
    link: {
      label: 'See where you are signed in, and end sessions',
      url: `${notice.publicUrl}/user-profile#sessions-heading`,
    },
    after: [
      'If this was not you, sign out your other sessions from that page and change your password at once.',
    ],
  });
}
