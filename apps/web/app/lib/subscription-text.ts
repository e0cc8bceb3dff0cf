import { formatIndianDate } from '@prakar/shared/dates';
import { REMINDER_DAYS, type Subscription } from '@prakar/shared/subscriptions';

/** Renewal reminders start this many days before the end, so the list points those out too. */
export const ENDING_SOON_DAYS = Math.max(...REMINDER_DAYS);

/** "364 days left", "1 day left". */
export function daysLeftText(daysLeft: number): string {
  return `${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left`;
}

/** True for an active subscription within the reminders' reach of its end. */
export function endsSoon(subscription: Pick<Subscription, 'status' | 'daysLeft'>): boolean {
  return subscription.status === 'active' && subscription.daysLeft <= ENDING_SOON_DAYS;
}

/** "1 December 2026 – 30 November 2027": both days included. */
export function validityText(subscription: Pick<Subscription, 'startsOn' | 'endsOn'>): string {
  return `${formatIndianDate(subscription.startsOn)} – ${formatIndianDate(subscription.endsOn)}`;
}

/** "30, 7 and 1". */
function listOfNumbers(numbers: readonly number[]): string {
  const head = numbers.slice(0, -1).join(', ');
  const last = String(numbers.at(-1) ?? '');
  return head ? `${head} and ${last}` : last;
}

export const REMINDER_NOTE = `We e-mail a reminder ${listOfNumbers(REMINDER_DAYS)} days before a subscription ends.`;
