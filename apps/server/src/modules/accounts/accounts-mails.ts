import { escapeHtml } from '@prakar/shared/html';
import { site } from '@prakar/shared/site';
import { letter } from '#src/modules/mail/html.ts';
import type { MailDraft } from '#src/modules/mail/mail-message.ts';

interface LinkMail {
  to: string;
  name: string;
  subject: string;
  lines: string[];
  link: { label: string; url: string };
  after: string[];
}

/** Text and HTML bodies with the same words and one call-to-action link. */
export function linkMail(mail: LinkMail): MailDraft {
  return letter({
    to: mail.to,
    subject: mail.subject,
    name: mail.name,
    text: [...mail.lines, '', `${mail.link.label}: ${mail.link.url}`, '', ...mail.after, ''],
    html: [
      ...mail.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(mail.link.url)}">${escapeHtml(mail.link.label)}</a></p>`,
      ...mail.after.map((line) => `<p>${escapeHtml(line)}</p>`),
    ],
  });
}

export function verificationMail(to: string, name: string, url: string): MailDraft {
  return linkMail({
    to,
    name,
    subject: `Confirm your e-mail address — ${site.name}`,
    lines: [
      'Thank you for signing up. Please confirm your e-mail address to start using your account.',
    ],
    link: { label: 'Confirm my e-mail address', url },
    after: [
      'The link works once and expires in 24 hours. If you did not sign up, ignore this e-mail.',
    ],
  });
}

export function signUpAttemptMail(to: string, name: string, loginUrl: string): MailDraft {
  return linkMail({
    to,
    name,
    subject: `Someone tried to sign up with your address — ${site.name}`,
    lines: [
      'Someone tried to create a new account with this e-mail address, which already has an account with us. No new account was created.',
    ],
    link: { label: 'Sign in to your account', url: loginUrl },
    after: [
      'If it was you, sign in instead, or reset your password from the sign-in page. If it was not, you need not do anything.',
    ],
  });
}

export function passwordResetMail(to: string, name: string, url: string): MailDraft {
  return linkMail({
    to,
    name,
    subject: `Reset your password — ${site.name}`,
    lines: ['We received a request to reset the password of your account.'],
    link: { label: 'Choose a new password', url },
    after: [
      'The link works once and expires in 30 minutes. Resetting signs you out everywhere. If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
  });
}
