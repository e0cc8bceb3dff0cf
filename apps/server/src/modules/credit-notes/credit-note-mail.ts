import { formatRupees } from '@prakar/shared/money';
import { site } from '@prakar/shared/site';
import { documentMail } from '#src/modules/mail/document-mail.ts';
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
  return documentMail({
    to: note.to,
    subject,
    name: note.buyerName,
    intro:
      'We have refunded your payment as below. It reaches the account or card you paid with in 5–7 working days, or sooner for an instant refund. The GST credit note is attached, and any subscription the order gave has been shortened or ended to match.',
    details: [
      ['Refunded', formatRupees(note.totalPaise)],
      ['Order', note.orderNumber],
      ['Reason', note.reason],
      ['Credit note', note.number],
      ['Against invoice', note.invoiceNumber],
    ],
    pdf: { filename: creditNoteFilename(note.number), content: note.pdf },
  });
}
