import { escapeHtml } from '@prakar/shared/html';
import { formatRupees } from '@prakar/shared/money';
import { site } from '@prakar/shared/site';
import { detailsTable, detailsText, mailHtml, siteMailFooter } from '#src/modules/mail/html.ts';
import type { MailDraft } from '#src/modules/mail/mail-message.ts';

/** The credit note's file name, for downloads and the mail's attachment: slashes are not allowed. */
export const creditNoteFilename = (number: string) =>
  `Credit-note-${number.replaceAll('/', '-')}.pdf`;

/** The customer is told their refund was made, with the GST credit note attached. */
export function creditNoteMail(note: {
  to: string;
  buyerName: string;
  number: string;
  invoiceNumber: string;
  orderNumber: string;
  totalPaise: number;
  reason: string;
  pdf: Buffer;
}): MailDraft {
  const subject = `Refund of ${formatRupees(note.totalPaise)} made: credit note ${note.number} from ${site.name}`;
  const details: [string, string][] = [
    ['Refunded', formatRupees(note.totalPaise)],
    ['Order', note.orderNumber],
    ['Reason', note.reason],
    ['Credit note', note.number],
    ['Against invoice', note.invoiceNumber],
  ];
  const intro =
    'We have refunded your payment as below. It reaches the account or card you paid with in 5–7 working days, or sooner for an instant refund. The GST credit note is attached, and any subscription the order gave has been shortened or ended to match.';
  return {
    to: note.to,
    subject,
    text: [
      `Dear ${note.buyerName},`,
      '',
      intro,
      '',
      detailsText(details),
      '',
      'Warm regards,',
      site.name,
    ].join('\n'),
    html: mailHtml({
      title: subject,
      body: [
        `<p>Dear ${escapeHtml(note.buyerName)},</p>`,
        `<p>${escapeHtml(intro)}</p>`,
        detailsTable(details),
        `<p>Warm regards,<br>${escapeHtml(site.name)}</p>`,
      ].join(''),
      footer: siteMailFooter,
    }),
    attachments: [
      {
        filename: creditNoteFilename(note.number),
        contentType: 'application/pdf',
        content: note.pdf,
      },
    ],
  };
}
