import { formatIndianDateTime } from '@prakar/shared/dates';
import { PLACE_SOURCE } from '@prakar/shared/security-activity';
import { site } from '@prakar/shared/site';
import { linkMail } from '#src/modules/accounts/accounts-mails.ts';
import type { MailDraft } from '#src/modules/mail/mail-message.ts';

/** Where and how something happened to an account, as a security notice states it. */
export interface NoticeOrigin {
  at: Date;
  /** "Chrome on Windows". */
  browser: string;
  ip: string | undefined;
  place: string | undefined;
}

interface SecurityNotice {
  to: string;
  name: string;
  /** "New sign-in to your account". */
  subject: string;
  /** "Your account was signed in to" — finished with the time, the browser and the place. */
  happened: string;
  /** What it means for the user, in a sentence or two. */
  meaning: string[];
  origin: NoticeOrigin;
  publicUrl: string;
}

function whereFrom({ browser, ip, place }: NoticeOrigin): string {
  const address = ip ? ` (address ${ip}${place ? `, near ${place}` : ''})` : '';
  return `${browser}${address}`;
}

/**
 * Every security notice says the same things the same way: what happened, when (IST), from which
 * browser and about where, and the link to see and end the account's sessions.
 */
export function securityNotice(notice: SecurityNotice): MailDraft {
  const { origin } = notice;
  return linkMail({
    to: notice.to,
    name: notice.name,
    subject: `${notice.subject} — ${site.name}`,
    lines: [
      `${notice.happened} on ${formatIndianDateTime(origin.at.toISOString())}, from ${whereFrom(origin)}.`,
      ...notice.meaning,
    ],
    link: {
      label: 'See where you are signed in, and end sessions',
      url: `${notice.publicUrl}/user-profile#sessions-heading`,
    },
    after: [
      'If this was not you, sign out your other sessions from that page and change your password at once.',
      ...(origin.place
        ? [`The place is approximate: ${PLACE_SOURCE.label} (${PLACE_SOURCE.url}).`]
        : []),
    ],
  });
}
