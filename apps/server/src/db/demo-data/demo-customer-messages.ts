import type { Transaction } from '#src/db/client.ts';
import { contactMessages } from '#src/db/schema.ts';
import type { DemoUser } from './demo-users.ts';
import type { Random } from './random.ts';
import { DAY_MS, later, momentBetween } from './timeline.ts';

const SUBJECTS = [
  [
    'Renewal of our E-POI plan',
    'Could you tell us what renewing for 50 more employees would cost?',
  ],
  ['TDS notice for Q2', 'We received a notice under section 200A. Can your team help us reply?'],
  ['Invoice with our new GSTIN', 'Our GSTIN changed last month; please reissue the last invoice.'],
  ['Form 16 for resigned staff', 'How do we issue Form 16 to employees who left mid-year?'],
  ['Training for our accounts team', 'Do you run a session on Smart TDS for new staff?'],
] as const;

/**
 * A few contact-form messages from the organisation's own people in the last weeks: the leads an
 * organisation's page shows as coming from its addresses, and the home counts as waiting.
 */
export async function insertDemoCustomerMessages(
  tx: Transaction,
  random: Random,
  people: readonly DemoUser[],
  now: Date,
): Promise<number> {
  const rows = SUBJECTS.map(([subject, comments]) => {
    const person = random.pick(people);
    return {
      name: person.name,
      email: person.email,
      subject,
      comments,
      createdAt: momentBetween(random, later(now, -30 * DAY_MS), now),
    };
  });
  await tx.insert(contactMessages).values(rows);
  return rows.length;
}
