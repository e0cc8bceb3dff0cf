import { formatIndianDate } from '@prakar/shared/dates';
import { site } from '@prakar/shared/site';
import { linkMail } from '#src/modules/accounts/accounts-mails.ts';
import type { MailDraft } from '#src/modules/mail/mail-message.ts';

const inDays = (days: number) =>
  days <= 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;

/** Tells an administrator a subscription is about to end, with a link that renews it. */
export function expiryReminderMail(reminder: {
  to: string;
  name: string;
  productName: string;
  organisationName: string;
  endsOn: string;
  daysLeft: number;
  renewUrl: string;
}): MailDraft {
  const when = inDays(reminder.daysLeft);
  return linkMail({
    to: reminder.to,
    name: reminder.name,
    subject: `${reminder.productName} for ${reminder.organisationName} ends ${when}`,
    lines: [
      `${reminder.organisationName}’s ${reminder.productName} subscription ends ${when}, on ${formatIndianDate(reminder.endsOn)}.`,
      'Renew now to keep your team working without a break: the new year starts the day after the current one ends, so renewing early loses nothing.',
    ],
    link: { label: `Renew ${reminder.productName}`, url: reminder.renewUrl },
    after: [`Questions about your plan? Write to ${site.salesEmail} or call ${site.salesPhone}.`],
  });
}
