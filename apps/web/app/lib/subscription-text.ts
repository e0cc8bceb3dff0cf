import { formatIndianDate } from '@prakar/shared/dates';
import { planLimitLabel } from '@prakar/shared/plan-format';
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

/**
 * The plan in force, and those bought to follow it: "Enterprise", or "Enterprise until
 * 22 November 2027, then Growth until 22 November 2028".
 */
export function planTermsText(subscription: Pick<Subscription, 'planName' | 'terms'>): string {
  if (subscription.terms.length < 2) return subscription.planName;
  return subscription.terms
    .map((term) => `${term.planName} until ${formatIndianDate(term.endsOn)}`)
    .join(', then ');
}

/** What it covers now, then what the following plans do: "Up to 1,000 employees, then up to 50 employees". */
export function coverText(subscription: Pick<Subscription, 'limitUnit' | 'terms'>): string {
  const labels = subscription.terms.map((term, index) =>
    planLimitLabel(
      { limitUnit: subscription.limitUnit, limitValue: term.seats },
      { inSentence: index > 0 },
    ),
  );
  const changes = labels.filter((label, index) => index === 0 || label !== labels[index - 1]);
  return changes.join(', then ');
}

/** The plan a renewal continues: the last one bought. */
export function renewedTerm(
  subscription: Pick<Subscription, 'terms'>,
): Subscription['terms'][number] {
  return subscription.terms.at(-1) as Subscription['terms'][number];
}

/** "30, 7 and 1". */
function listOfNumbers(numbers: readonly number[]): string {
  const head = numbers.slice(0, -1).join(', ');
  const last = String(numbers.at(-1) ?? '');
  return head ? `${head} and ${last}` : last;
}

export const REMINDER_NOTE = `We e-mail a reminder ${listOfNumbers(REMINDER_DAYS)} days before a subscription ends.`;
