import { addDays, daysBetween, istDay } from '@prakar/shared/ist-calendar';
import { DEADLINES_MET_STATUSES } from '@prakar/shared/matter-status';
import { and, eq, inArray, isNotNull, lt, notInArray, or } from 'drizzle-orm';
import {
  type MatterDateKind,
  type MatterReminderNotice,
  matterReminders,
  matters,
  organisations,
} from '#src/db/schema.ts';
import type { MailDraft } from '#src/modules/mail/mail-message.ts';
import type { ReminderJobDeps } from '#src/modules/mail/outbox.ts';
import {
  type MatterDateReminder,
  matterDueSoonMail,
  matterOverdueMail,
} from './matter-reminder-mails.ts';
import {
  activeUsersById,
  matterWatchersByOrganisation,
  type Recipient,
} from './matter-reminder-recipients.ts';

/** How many IST days before a matter's date each reminder goes. */
const NOTICE_DAYS_BEFORE = { '7_days_before': 7, '1_day_before': 1 } as const;

/** The reminder a date is due on `today`, if any: a week before, the day before, or past. */
function noticeDue(dueOn: string, today: string): MatterReminderNotice | undefined {
  const daysLeft = daysBetween(today, dueOn);
  if (daysLeft < 0) return 'overdue';
  const notices = Object.entries(NOTICE_DAYS_BEFORE) as [MatterReminderNotice, number][];
  return notices.find(([, days]) => days === daysLeft)?.[0];
}

interface Claim {
  matterId: string;
  dateKind: MatterDateKind;
  dueOn: string;
  notice: MatterReminderNotice;
  recipient: Recipient;
  mail: MailDraft;
}

/**
 * E-mails reminders of matters not yet filed: their target and statutory dates (ADR 0086): a week and a day
 * before, to the assigned staff member and the client's users who may see matters, and once the
 * date has passed, to the assigned staff member. Each is claimed in the transaction that queues
 * its mail, so it goes out once however often this runs and however many servers run it.
 */
export async function sendMatterReminders(deps: ReminderJobDeps): Promise<number> {
  const { db } = deps;
  const today = istDay(deps.now());
  const ahead = Object.values(NOTICE_DAYS_BEFORE).map((days) => addDays(today, days));
  const due = await db
    .select({
      id: matters.id,
      number: matters.number,
      kind: matters.kind,
      organisationId: matters.organisationId,
      organisationName: organisations.name,
      targetOn: matters.targetOn,
      statutoryDueOn: matters.statutoryDueOn,
      assigneeUserId: matters.assigneeUserId,
    })
    .from(matters)
    .innerJoin(organisations, eq(organisations.id, matters.organisationId))
    .where(
      and(
        notInArray(matters.status, [...DEADLINES_MET_STATUSES]),
        or(
          inArray(matters.targetOn, ahead),
          inArray(matters.statutoryDueOn, ahead),
          and(isNotNull(matters.assigneeUserId), lt(matters.nextDueOn, today)),
        ),
      ),
    );
  const assignees = await activeUsersById(db, [
    ...new Set(due.flatMap((matter) => matter.assigneeUserId ?? [])),
  ]);
  const watchers = await matterWatchersByOrganisation(db, [
    ...new Set(due.map((matter) => matter.organisationId)),
  ]);

  const claims: Claim[] = [];
  for (const matter of due) {
    const dates: [MatterDateKind, string | null][] = [
      ['target', matter.targetOn],
      ['statutory', matter.statutoryDueOn],
    ];
    for (const [dateKind, dueOn] of dates) {
      if (!dueOn) continue;
      const notice = noticeDue(dueOn, today);
      if (!notice) continue;
      const remind = (recipient: Recipient, path: string): Claim => {
        const reminder: MatterDateReminder = {
          to: recipient.email,
          name: recipient.name,
          number: matter.number,
          kind: matter.kind,
          organisationName: matter.organisationName,
          dateKind,
          dueOn,
          url: `${deps.portalUrl}${path}/${matter.id}`,
        };
        const mail =
          notice === 'overdue'
            ? matterOverdueMail(reminder)
            : matterDueSoonMail(reminder, NOTICE_DAYS_BEFORE[notice]);
        return { matterId: matter.id, dateKind, dueOn, notice, recipient, mail };
      };
      const assignee = assignees.get(matter.assigneeUserId ?? 0);
      if (assignee) claims.push(remind(assignee, '/back-office/matters'));
      if (notice === 'overdue') continue;
      for (const watcher of watchers.get(matter.organisationId) ?? []) {
        claims.push(remind(watcher, '/matters'));
      }
    }
  }

  let sent = 0;
  for (const { recipient, mail, ...claim } of claims) {
    const queued = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(matterReminders)
        .values({ ...claim, recipientUserId: recipient.id, sentAt: deps.now() })
        .onConflictDoNothing()
        .returning();
      if (claimed.length === 0) return false;
      await deps.outbox.enqueue(tx, mail);
      return true;
    });
    if (queued) sent += 1;
  }
  if (sent > 0) deps.outbox.notify();
  return sent;
}
