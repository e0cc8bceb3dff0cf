import { addDays, daysBetween, istDay } from '@prakar/shared/ist-calendar';
import { REMINDER_DAYS } from '@prakar/shared/subscriptions';
import { and, eq, gte, lte } from 'drizzle-orm';
import {
  organisations,
  products,
  subscriptionReminders,
  subscriptions,
  users,
} from '#src/db/schema.ts';
import type { ReminderJobDeps } from '#src/modules/mail/outbox.ts';
import { expiryReminderMail } from './expiry-reminder-mail.ts';

/**
 * The reminder a subscription is due on `today`: the nearest of 30, 7 and 1 days that it is
 * within. A server that was down on the exact day still sends it the next time it runs.
 */
export function reminderDue(endsOn: string, today: string): number | undefined {
  const daysLeft = daysBetween(today, endsOn);
  if (daysLeft < 0) return undefined;
  return [...REMINDER_DAYS].sort((a, b) => a - b).find((days) => daysLeft <= days);
}

/**
 * E-mails each organisation's administrators before a subscription ends. Each reminder is
 * claimed in the same transaction that queues its mail, so it goes out once however often this
 * runs and however many servers run it.
 */
export async function sendExpiryReminders(deps: ReminderJobDeps): Promise<number> {
  const { db } = deps;
  const today = istDay(deps.now());
  const ending = await db
    .select({
      subscription: subscriptions,
      productName: products.name,
      organisationName: organisations.name,
    })
    .from(subscriptions)
    .innerJoin(products, eq(products.code, subscriptions.productCode))
    .innerJoin(organisations, eq(organisations.id, subscriptions.organisationId))
    .where(
      and(
        gte(subscriptions.endsOn, today),
        lte(subscriptions.endsOn, addDays(today, Math.max(...REMINDER_DAYS))),
      ),
    );
  let sent = 0;
  for (const row of ending) {
    const { subscription } = row;
    const daysBefore = reminderDue(subscription.endsOn, today);
    if (daysBefore === undefined) continue;
    const queued = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(subscriptionReminders)
        .values({
          subscriptionId: subscription.id,
          endsOn: subscription.endsOn,
          daysBefore,
          sentAt: deps.now(),
        })
        .onConflictDoNothing()
        .returning();
      if (claimed.length === 0) return false;
      const admins = await tx
        .select({ email: users.email, name: users.name })
        .from(users)
        .where(
          and(
            eq(users.organisationId, subscription.organisationId),
            eq(users.role, 'org_admin'),
            eq(users.status, 'active'),
          ),
        );
      for (const admin of admins) {
        await deps.outbox.enqueue(
          tx,
          expiryReminderMail({
            to: admin.email,
            name: admin.name,
            productName: row.productName,
            organisationName: row.organisationName,
            endsOn: subscription.endsOn,
            daysLeft: daysBetween(today, subscription.endsOn),
            renewUrl: `${deps.portalUrl}/add-cart?plan=${subscription.planCode}`,
          }),
        );
      }
      return admins.length > 0;
    });
    if (queued) sent += 1;
  }
  if (sent > 0) deps.outbox.notify();
  return sent;
}
