import { daysBetween, istDay } from '@prakar/shared/ist-calendar';
import {
  MATTER_DEADLINE_KINDS,
  type MatterCalendarLink,
  type MatterDeadline,
  type MatterDeadlineKind,
  type MatterDeadlines,
  type NewMatterCalendarLink,
} from '@prakar/shared/matter-calendar';
import type { MatterKind } from '@prakar/shared/matter-deadlines';
import type { MatterStatus } from '@prakar/shared/matter-status';
import type { Database } from '#src/db/client.ts';
import { notFound } from '#src/http-error.ts';
import { overridesFrom } from '#src/modules/access/access-records.ts';
import { hasPermission } from '#src/modules/access/access-rules.ts';
import { type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import { type Limiter, TOKEN_LIMITS } from '#src/modules/rate-limit/limits.ts';
import { hashSecretToken, newSecretToken } from '#src/modules/sessions/secret-token.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import { matterCalendarIcs } from './matter-calendar-ics.ts';
import { createMatterCalendarRepository } from './matter-calendar-repository.ts';

export const FEED_NOT_FOUND_MESSAGE =
  'There is no calendar at this address. Make a new one from the deadlines page.';

const dateKindOrder = (deadline: MatterDeadline) =>
  MATTER_DEADLINE_KINDS.indexOf(deadline.dateKind);

const byDate = (a: MatterDeadline, b: MatterDeadline) =>
  a.on.localeCompare(b.on) ||
  a.number.localeCompare(b.number) ||
  dateKindOrder(a) - dateKindOrder(b) ||
  (a.hearing?.time ?? '').localeCompare(b.hearing?.time ?? '');

/**
 * The deadlines page and its calendar feed (docs/decisions/0086): every date of the
 * organisation's open matters, and for each user one secret address a calendar application reads
 * them from, its owner's access checked again at every read.
 */
export function createMatterCalendar(deps: {
  db: Database;
  now: () => Date;
  limiter: Limiter;
  publicUrl: string;
}) {
  const repository = createMatterCalendarRepository(deps.db);

  async function deadlinesOf(organisationId: string): Promise<MatterDeadlines> {
    const today = istDay(deps.now());
    const [dated, hearings] = await Promise.all([
      repository.openMatterDates(organisationId),
      repository.openMatterHearings(organisationId, today),
    ]);
    const of = (
      matter: { id: string; number: string; kind: MatterKind; status: MatterStatus },
      dateKind: MatterDeadlineKind,
      on: string,
      key: string,
    ): MatterDeadline => ({
      id: `${matter.id}-${key}`,
      matterId: matter.id,
      number: matter.number,
      kind: matter.kind,
      status: matter.status,
      dateKind,
      on,
      daysLeft: daysBetween(today, on),
      hearing: null,
    });
    const deadlines = [
      ...dated.flatMap((matter) => [
        ...(matter.statutoryDueOn
          ? [of(matter, 'statutory', matter.statutoryDueOn, 'statutory')]
          : []),
        ...(matter.targetOn ? [of(matter, 'target', matter.targetOn, 'target')] : []),
      ]),
      ...hearings.map(({ hearingId, time, forum, place, ...matter }) => ({
        ...of(matter, 'hearing', matter.on, `hearing-${hearingId}`),
        hearing: { time, forum, place },
      })),
    ];
    return { today, deadlines: deadlines.sort(byDate) };
  }

  return {
    deadlines: (current: CurrentUser) => deadlinesOf(current.account.organisationId),

    async link(current: CurrentUser): Promise<MatterCalendarLink> {
      const createdAt = await repository.linkOf(current.account.id);
      return { createdAt: createdAt?.toISOString() ?? null };
    },

    /** A new address; the secret is returned this once and only its hash is kept. */
    async replaceLink(current: CurrentUser, origin: RequestOrigin): Promise<NewMatterCalendarLink> {
      const now = deps.now();
      const token = newSecretToken();
      await deps.db.transaction(async (tx) => {
        const inTx = createMatterCalendarRepository(tx);
        const had = await inTx.linkOf(current.account.id);
        await inTx.replace(current.account.id, hashSecretToken(token), now);
        await recordAudit(tx, now, origin, {
          action: had ? 'matter_calendar_link_replaced' : 'matter_calendar_link_created',
          actorUserId: current.account.id,
          organisationId: current.account.organisationId,
          targetType: 'user',
          targetId: String(current.account.id),
        });
      });
      return {
        url: `${deps.publicUrl}/api/Matters/Calendar/${token}.ics`,
        createdAt: now.toISOString(),
      };
    },

    /** The owner's deadlines as iCalendar while they are active and may see matters. */
    async feed(token: string): Promise<string> {
      const tokenHash = hashSecretToken(token);
      await deps.limiter.consume(TOKEN_LIMITS.calendarFeed, tokenHash);
      const owner = await repository.findByTokenHash(tokenHash);
      const allowed =
        owner?.user.status === 'active' &&
        hasPermission(
          { account: { role: owner.user.role }, access: overridesFrom(owner.access) },
          'view:matters:org',
        );
      if (!owner || !allowed) throw notFound(FEED_NOT_FOUND_MESSAGE);
      const { deadlines } = await deadlinesOf(owner.user.organisationId);
      return matterCalendarIcs(deadlines, {
        organisationName: owner.organisation.name,
        publicUrl: deps.publicUrl,
        now: deps.now(),
      });
    },
  };
}

export type MatterCalendar = ReturnType<typeof createMatterCalendar>;
