import { escapeHtml } from '@prakar/shared/html';
import { formatRupees } from '@prakar/shared/money';
import { type PaidPeriod, paidPeriodText } from '@prakar/shared/payments';
import { site } from '@prakar/shared/site';
import { detailsTable, detailsText, mailHtml, siteMailFooter } from '#src/modules/mail/html.ts';
import type { MailDraft } from '#src/modules/mail/mail-message.ts';

/** The invoice's file name, for downloads and the mail's attachment: slashes are not allowed. */
export const invoiceFilename = (number: string) => `Invoice-${number.replaceAll('/', '-')}.pdf`;

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
  const subject = `Payment received: tax invoice ${invoice.number} from ${site.name}`;
  const details: [string, string][] = [
    ['Invoice', invoice.number],
    ['Order', invoice.orderNumber],
    ['For', invoice.description],
    ['Amount paid', formatRupees(invoice.totalPaise)],
  ];
  const closing = invoice.portalUrl
    ? `Your subscriptions are active now. Open your apps from My Apps, and see your subscriptions and download this invoice again in the portal: ${invoice.portalUrl}`
    : 'Please keep the attached invoice for your records.';
  const periods = invoice.periods.map(paidPeriodText);
  const periodsIntro = 'Your subscriptions:';
  return {
    to: invoice.to,
    subject,
    text: [
      `Dear ${invoice.buyerName},`,
      '',
      'Thank you for your payment. Your GST tax invoice is attached.',
      '',
      detailsText(details),
      '',
      ...(periods.length > 0 ? [periodsIntro, ...periods.map((line) => `- ${line}`), ''] : []),
      closing,
      '',
      'Warm regards,',
      site.name,
    ].join('\n'),
    html: mailHtml({
      title: subject,
      body: [
        `<p>Dear ${escapeHtml(invoice.buyerName)},</p>`,
        '<p>Thank you for your payment. Your GST tax invoice is attached.</p>',
        detailsTable(details),
        periods.length > 0
          ? `<p>${periodsIntro}</p><ul>${periods.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
          : '',
        `<p>${escapeHtml(closing)}</p>`,
        `<p>Warm regards,<br>${escapeHtml(site.name)}</p>`,
      ].join(''),
      footer: siteMailFooter,
    }),
    attachments: [
      {
        filename: invoiceFilename(invoice.number),
        contentType: 'application/pdf',
        content: invoice.pdf,
      },
    ],
  };
}
