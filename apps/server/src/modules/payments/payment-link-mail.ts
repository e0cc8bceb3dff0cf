import { formatRupees } from '@prakar/shared/money';
import { site } from '@prakar/shared/site';
import { linkMail } from '#src/modules/accounts/accounts-mails.ts';
import type { MailDraft } from '#src/modules/mail/mail-message.ts';

/** The e-mail that asks a client to pay an advisory fee online. */
export function paymentLinkMail(link: {
  to: string;
  payerName: string;
  description: string;
  totalPaise: number;
  orderNumber: string;
  url: string;
}): MailDraft {
  return linkMail({
    to: link.to,
    name: link.payerName,
    subject: `Payment request ${link.orderNumber} from ${site.name}`,
    lines: [
      `${site.name} requests a payment of ${formatRupees(link.totalPaise)} (including GST) for: ${link.description}.`,
      'You can pay securely online by card, UPI or wallet; no account is needed.',
    ],
    link: { label: 'Pay now', url: link.url },
    after: [
      `A GST tax invoice is e-mailed to you as soon as the payment goes through. Questions? Write to ${site.salesEmail} or call ${site.salesPhone}.`,
    ],
  });
}
