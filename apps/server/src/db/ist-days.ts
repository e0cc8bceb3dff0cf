import { istDaysRange } from '@prakar/shared/ist-calendar';
import { and, gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `column` falls within the days `from` to `to` (`YYYY-MM-DD`, both included, as days in IST);
 * an absent end leaves that side open.
 */
export function withinIstDays(
  column: PgColumn,
  from: string | undefined,
  to: string | undefined,
): SQL | undefined {
  return and(
    from ? gte(column, istDaysRange(from).from) : undefined,
    to ? lt(column, istDaysRange(to).to) : undefined,
  );
}
