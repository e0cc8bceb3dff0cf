import { RETENTION_DEFAULT_YEARS, type Retention } from '@prakar/shared/matter-retention';
import type { Database, Executor } from '#src/db/client.ts';
import { firmSettings } from '#src/db/schema.ts';
import { type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';

/** The firm's retention period in years: its default until staff first change it. */
export async function retentionYears(db: Executor): Promise<number> {
  const [row] = await db.select({ years: firmSettings.retentionYears }).from(firmSettings);
  return row?.years ?? RETENTION_DEFAULT_YEARS;
}

/** Reading and changing the retention period; a change is audited with what it was. */
export function createRetentionSetting(deps: { db: Database; now: () => Date }) {
  return {
    get: async (): Promise<Retention> => ({ years: await retentionYears(deps.db) }),

    async set(current: CurrentUser, { years }: Retention, origin: RequestOrigin) {
      await deps.db.transaction(async (tx) => {
        const before = await retentionYears(tx);
        await tx
          .insert(firmSettings)
          .values({ id: 1, retentionYears: years })
          .onConflictDoUpdate({ target: firmSettings.id, set: { retentionYears: years } });
        await recordAudit(tx, deps.now(), origin, {
          action: 'retention_period_changed',
          actorUserId: current.account.id,
          before: { years: before },
          after: { years },
        });
      });
      return { years };
    },
  };
}

export type RetentionSetting = ReturnType<typeof createRetentionSetting>;
