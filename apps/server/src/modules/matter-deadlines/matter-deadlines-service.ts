import type {
  DeadlinePeriod,
  DeadlineRule,
  UpdateDeadlineRule,
} from '@prakar/shared/matter-deadlines';
import type { Database } from '#src/db/client.ts';
import { notFound } from '#src/http-error.ts';
import { type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import {
  createMatterDeadlinesRepository,
  type DeadlineRuleRow,
} from './matter-deadlines-repository.ts';

export interface MatterDeadlinesDeps {
  db: Database;
  now: () => Date;
}

const RULE_NOT_FOUND = 'We could not find that deadline rule.';

const periodOf = (row: Pick<DeadlineRuleRow, 'periodUnit' | 'periodCount'>): DeadlinePeriod =>
  row.periodUnit === 'set_in_notice' || row.periodCount === null
    ? { unit: 'set_in_notice', count: null }
    : { unit: row.periodUnit, count: row.periodCount };

export const toDeadlineRule = (row: DeadlineRuleRow): DeadlineRule => ({
  id: row.id,
  kind: row.kind,
  act: row.act,
  section: row.section,
  firstYear: row.firstYear,
  lastYear: row.lastYear,
  period: periodOf(row),
  updatedAt: row.updatedAt.toISOString(),
});

/** What the trail keeps of a rule: enough to tell the change without reading the rule again. */
const recorded = ({ kind, act, section, firstYear, lastYear, period }: DeadlineRule) => ({
  kind,
  act,
  section,
  firstYear,
  lastYear,
  period,
});

/**
 * The statutory deadline rules of advisory matters (docs/decisions/0084): the staff read and edit
 * them, each change one transaction with its line in the back office's own trail.
 */
export function createMatterDeadlinesService({ db, now }: MatterDeadlinesDeps) {
  return {
    async list(): Promise<DeadlineRule[]> {
      return (await createMatterDeadlinesRepository(db).all()).map(toDeadlineRule);
    },

    async update(
      current: CurrentUser,
      id: string,
      change: UpdateDeadlineRule,
      origin: RequestOrigin,
    ): Promise<DeadlineRule> {
      return db.transaction(async (tx) => {
        const repository = createMatterDeadlinesRepository(tx);
        const before = await repository.lock(id);
        if (!before) throw notFound(RULE_NOT_FOUND);
        const at = now();
        const after = toDeadlineRule(
          await repository.update(id, {
            section: change.section,
            firstYear: change.firstYear,
            lastYear: change.lastYear,
            periodUnit: change.period.unit,
            periodCount: change.period.count,
            updatedAt: at,
          }),
        );
        await recordAudit(tx, at, origin, {
          action: 'deadline_rule_changed',
          actorUserId: current.account.id,
          targetType: 'matter_deadline_rule',
          targetId: id,
          before: recorded(toDeadlineRule(before)),
          after: recorded(after),
        });
        return after;
      });
    },
  };
}

export type MatterDeadlinesService = ReturnType<typeof createMatterDeadlinesService>;
