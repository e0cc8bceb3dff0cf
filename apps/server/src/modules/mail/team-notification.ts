import { escapeHtml } from '@prakar/shared/html';
import { detailsTable, detailsText, mailHtml, quoteHtml, siteMailFooter } from './html.ts';
import { formatAddress, type MailDraft } from './mail-message.ts';

/**
 * To one of the firm's teams, about what someone sent through the site: what arrived, its
 * details, then their own words quoted, and an optional closing line. Reply-To is the sender, so
 * answering reaches them.
 */
export function teamNotification({
  to,
  sender,
  subject,
  intro,
  details,
  wordsHeading,
  words,
  closing,
}: {
  to: string;
  sender: { name: string; email: string };
  subject: string;
  intro: string;
  details: [label: string, value: string][];
  /** What their words are, e.g. "Message". */
  wordsHeading: string;
  words: string;
  closing?: string;
}): MailDraft {
  return {
    to,
    replyTo: formatAddress(sender.name, sender.email),
    subject,
    text: [
      intro,
      '',
      detailsText(details),
      '',
      `${wordsHeading}:`,
      words,
      ...(closing === undefined ? [] : ['', closing]),
    ].join('\n'),
    html: mailHtml({
      title: subject,
      body: [
        `<p>${escapeHtml(intro)}</p>`,
        detailsTable(details),
        `<p><strong>${escapeHtml(wordsHeading)}</strong></p>`,
        quoteHtml(words),
        closing === undefined ? '' : `<p>${escapeHtml(closing)}</p>`,
      ].join(''),
      footer: siteMailFooter,
    }),
  };
}
