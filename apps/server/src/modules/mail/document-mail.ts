import { escapeHtml } from '@prakar/shared/html';
import { detailsTable, detailsText, letter } from './html.ts';
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
  const list = mail.list?.items.length ? mail.list : undefined;
  const after = mail.after ?? [];
  return {
    ...letter({
      to: mail.to,
      subject: mail.subject,
      name: mail.name,
      text: [
        mail.intro,
        '',
        detailsText(mail.details),
        '',
        ...(list ? [list.heading, ...list.items.map((item) => `- ${item}`), ''] : []),
        ...after.flatMap((paragraph) => [paragraph, '']),
      ],
      html: [
        `<p>${escapeHtml(mail.intro)}</p>`,
        detailsTable(mail.details),
        list
          ? `<p>${escapeHtml(list.heading)}</p><ul>${list.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
          : '',
        ...after.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      ],
    }),
    attachments: [{ ...mail.pdf, contentType: 'application/pdf' }],
  };
}
