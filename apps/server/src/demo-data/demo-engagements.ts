import type { MatterSummary } from '@prakar/shared/matters';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { users } from '#src/db/schema.ts';
import { placeAdvanceOrder } from '#src/modules/matter-engagements/engagement-advance.ts';
import { engagementLetter, sha256Of } from '#src/modules/matter-engagements/engagement-letter.ts';
import { createEngagementsRepository } from '#src/modules/matter-engagements/engagements-repository.ts';
import type { Random } from './random.ts';
import { later, MINUTE_MS } from './timeline.ts';

const SCOPES = [
  'Study the notice and the records, draft and file the reply on the portal, and attend the hearing that follows.',
  'Prepare the grounds and the statement of facts, file the appeal with its fee, and represent you at the hearings.',
];

/**
 * The engagement letter of a demo matter the firm accepted: sent when it was accepted, and, when
 * `movedOnAt` says the matter moved on, accepted by the organisation's first administrator within
 * the hour, its advance an order waiting to be paid.
 */
export async function insertDemoEngagement(
  db: Executor,
  random: Random,
  matter: Pick<MatterSummary, 'number' | 'kind' | 'subjectType' | 'subject' | 'act' | 'year'> & {
    id: string;
    organisation: { id: string; name: string };
    staffId: number | null;
    /** When it was accepted, and when it moved on from there, if it did. */
    acceptedAt: Date;
    movedOnAt: Date | undefined;
  },
): Promise<void> {
  const fee = random.int(4, 30) * 500_000;
  const terms = { scope: random.pick(SCOPES) ?? '', fee, advance: fee / 2 };
  const letter = engagementLetter(matter, matter.organisation.name, terms, matter.acceptedAt);
  const repository = createEngagementsRepository(db);
  await repository.insert({
    matterId: matter.id,
    scope: terms.scope,
    feePaise: terms.fee,
    advancePaise: terms.advance,
    letter,
    sentAt: matter.acceptedAt,
    sentByUserId: matter.staffId,
  });
  if (!matter.movedOnAt) return;
  const [payer] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.organisationId, matter.organisation.id), eq(users.role, 'org_admin')))
    .orderBy(asc(users.id))
    .limit(1);
  if (!payer) return;
  const at = new Date(
    Math.min(later(matter.acceptedAt, 60 * MINUTE_MS).getTime(), matter.movedOnAt.getTime()),
  );
  const origin = { ip: '203.0.113.24', userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/140.0' };
  const advanceOrderId = await placeAdvanceOrder(
    db,
    {
      matter: { number: matter.number, organisationId: matter.organisation.id },
      payer,
      advancePaise: terms.advance,
      at,
    },
    origin,
  );
  await repository.accept(matter.id, {
    acceptedAt: at,
    acceptedByUserId: payer.id,
    acceptedIp: origin.ip,
    acceptedUserAgent: origin.userAgent,
    letterSha256: sha256Of(letter),
    advanceOrderId,
  });
}
