import { and, gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const DAY_MS = 86_400_000;

/** Midnight at the start of a calendar day in India (UTC+5:30, no daylight saving). */
function istDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

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
    from ? gte(column, istDayStart(from)) : undefined,
    to ? lt(column, new Date(istDayStart(to).getTime() + DAY_MS)) : undefined,
  );
}
