import { escapeHtml } from '@prakar/shared/html';
import { ENGAGEMENT_CODE_MINUTES } from '@prakar/shared/matter-engagements';
import { site } from '@prakar/shared/site';
import { linkMail } from '#src/modules/accounts/accounts-mails.ts';
import { letter } from '#src/modules/mail/html.ts';
import type { MailDraft } from '#src/modules/mail/mail-message.ts';

type Person = { name: string; email: string };
type Matter = { id: string; number: string };

const matterUrl = (publicUrl: string, matter: Matter) => `${publicUrl}/matters/${matter.id}`;

/** To the organisation's users who see matters: the firm accepted the request; the letter is behind the link. */
export function engagementSentMail(to: Person, matter: Matter, publicUrl: string): MailDraft {
  return linkMail({
    to: to.email,
    name: to.name,
    subject: `Engagement letter for ${matter.number} — ${site.name}`,
    lines: [
      `${site.name} has accepted your request ${matter.number} and sent you its engagement letter: the work, the fee and the advance.`,
      'Sign in to read it and accept it with a code we e-mail you; the advance is then paid online.',
    ],
    link: { label: 'Read the engagement letter', url: matterUrl(publicUrl, matter) },
    after: [`Questions? Write to ${site.salesEmail} or call ${site.salesPhone}.`],
  });
}

/** To the user who asked: the one-time code that accepts the letter, and nothing else. */
export function engagementCodeMail(to: Person, matter: Matter, code: string): MailDraft {
  const lines = [
    `Your code to accept the engagement letter for ${matter.number} is ${code}.`,
    `It works for ${ENGAGEMENT_CODE_MINUTES} minutes. If you did not ask for it, ignore this e-mail: nothing is accepted without it.`,
  ];
  return letter({
    to: to.email,
    subject: `Your code to accept the engagement letter for ${matter.number}`,
    name: to.name,
    text: [...lines, ''],
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`),
  });
}
