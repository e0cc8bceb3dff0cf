import { escapeHtml } from '@prakar/shared/html';
import { site } from '@prakar/shared/site';
import { detailsTable, detailsText, mailHtml, siteMailFooter } from './html.ts';
import type { MailDraft } from './mail-message.ts';

/** A mail that sends a customer one of their documents (a tax invoice, a credit note) as a PDF. */
interface DocumentMail {
  to: string;
  subject: string;
  name: string;
  intro: string;
  details: [label: string, value: string][];
  /** A list under its heading after the details; none when it has no items. */
  list?: { heading: string; items: string[] };
  /** Paragraphs before the signature. */
  after?: string[];
  pdf: { filename: string; content: Buffer };
}

/** The same words as text and HTML, the document attached. */
export function documentMail(mail: DocumentMail): MailDraft {
  const items = mail.list?.items ?? [];
  const after = mail.after ?? [];
  return {
    to: mail.to,
    subject: mail.subject,
    text: [
      `Dear ${mail.name},`,
      '',
      mail.intro,
      '',
      detailsText(mail.details),
      '',
      ...(items.length > 0 ? [mail.list?.heading, ...items.map((item) => `- ${item}`), ''] : []),
      ...after.flatMap((paragraph) => [paragraph, '']),
      'Warm regards,',
      site.name,
    ].join('\n'),
    html: mailHtml({
      title: mail.subject,
      body: [
        `<p>Dear ${escapeHtml(mail.name)},</p>`,
        `<p>${escapeHtml(mail.intro)}</p>`,
        detailsTable(mail.details),
        items.length > 0
          ? `<p>${escapeHtml(mail.list?.heading ?? '')}</p><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
          : '',
        ...after.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
        `<p>Warm regards,<br>${escapeHtml(site.name)}</p>`,
      ].join(''),
      footer: siteMailFooter,
    }),
    attachments: [{ ...mail.pdf, contentType: 'application/pdf' }],
  };
}
