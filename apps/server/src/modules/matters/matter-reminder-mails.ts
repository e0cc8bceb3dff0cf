import { formatIndianDate } from '@prakar/shared/dates';
import { MATTER_KIND_LABELS, type MatterKind } from '@prakar/shared/matter-deadlines';
import type { MatterDateKind } from '#src/db/schema.ts';
import { linkMail } from '#src/modules/accounts/accounts-mails.ts';
import type { MailDraft } from '#src/modules/mail/mail-message.ts';

const DATE_NAMES: Record<MatterDateKind, string> = {
  target: 'target date',
  statutory: 'statutory due date',
};

/** What a reminder is about; names the matter and its date, never its documents. */
export interface MatterDateReminder {
  to: string;
  name: string;
  number: string;
  kind: MatterKind;
  organisationName: string;
  dateKind: MatterDateKind;
  dueOn: string;
  /** The matter's page, which asks whoever is signed out to sign in first. */
  url: string;
}

const aboutTheMatter = (reminder: MatterDateReminder) =>
  `${reminder.number} (${MATTER_KIND_LABELS[reminder.kind]}) for ${reminder.organisationName}`;

/** Tells the assigned staff member or the client that a matter's date is `daysLeft` days away. */
export function matterDueSoonMail(reminder: MatterDateReminder, daysLeft: number): MailDraft {
  const dateName = DATE_NAMES[reminder.dateKind];
  const when = daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;
  return linkMail({
    to: reminder.to,
    name: reminder.name,
    subject: `${reminder.number}: ${dateName} ${when}`,
    lines: [
      `The ${dateName} of ${aboutTheMatter(reminder)} is ${when}, on ${formatIndianDate(reminder.dueOn)}.`,
    ],
    link: { label: `Sign in to see ${reminder.number}`, url: reminder.url },
    after: ['You receive this reminder a week and a day before each of the matter’s dates.'],
  });
}

/** Tells the assigned staff member that an open matter's date has passed. */
export function matterOverdueMail(reminder: MatterDateReminder): MailDraft {
  const dateName = DATE_NAMES[reminder.dateKind];
  return linkMail({
    to: reminder.to,
    name: reminder.name,
    subject: `${reminder.number} is past its ${dateName}`,
    lines: [
      `The ${dateName} of ${aboutTheMatter(reminder)} was ${formatIndianDate(reminder.dueOn)}, and the matter is still open.`,
    ],
    link: { label: `Sign in to see ${reminder.number}`, url: reminder.url },
    after: ['The matters list flags it as overdue until it is closed or its date moves.'],
  });
}
