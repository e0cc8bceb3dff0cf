import { formatRupees } from '@prakar/shared/money';
import { type PaidPeriod, paidPeriodText } from '@prakar/shared/payments';
import { site } from '@prakar/shared/site';
import { documentMail } from '#src/modules/mail/document-mail.ts';
import type { MailDraft } from '#src/modules/mail/mail-message.ts';

/** The invoice's file name, for downloads and the mail's attachment: slashes are not allowed. */
export const invoiceFilename = (number: string) => `Invoice-${number.replaceAll('/', '-')}.pdf`;

/** An invoice as it is downloaded. */
export const invoiceFile = (invoice: { number: string; pdf: Buffer }) => ({
  filename: invoiceFilename(invoice.number),
  pdf: invoice.pdf,
});

/** The receipt a buyer gets when a payment goes through, with the tax invoice attached. */
export function invoiceMail(invoice: {
  to: string;
  buyerName: string;
  number: string;
  orderNumber: string;
  totalPaise: number;
  description: string;
  pdf: Buffer;
  portalUrl: string | null;
  /** The subscriptions the payment started or extended, with their dates. */
  periods: readonly PaidPeriod[];
}): MailDraft {
  return documentMail({
    to: invoice.to,
    subject: `Payment received: tax invoice ${invoice.number} from ${site.name}`,
    name: invoice.buyerName,
    intro: 'Thank you for your payment. Your GST tax invoice is attached.',
    details: [
      ['Invoice', invoice.number],
      ['Order', invoice.orderNumber],
      ['For', invoice.description],
      ['Amount paid', formatRupees(invoice.totalPaise)],
    ],
    list: { heading: 'Your subscriptions:', items: invoice.periods.map(paidPeriodText) },
    after: [
      invoice.portalUrl
        ? `Your subscriptions are active now. Open your apps from My Apps, and see your subscriptions and download this invoice again in the portal: ${invoice.portalUrl}`
        : 'Please keep the attached invoice for your records.',
    ],
    pdf: { filename: invoiceFilename(invoice.number), content: invoice.pdf },
  });
}
