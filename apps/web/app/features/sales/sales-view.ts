import { istDay } from '@prakar/shared/dates';
import { SALES_PERIODS, type SalesQuery, salesQuerySchema } from '@prakar/shared/sales';

/** The month it is in India now, `YYYY-MM`: what the screen shows first. */
export const currentMonth = (now = new Date()) => istDay(now).slice(0, 7);

/** The last whole month: the one whose GSTR-1 is filed next. */
export function lastMonth(now = new Date()): string {
  const [year = 0, month = 1] = currentMonth(now).split('-').map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** The period in the address (`?period=quarter&month=2026-11`); anything unreadable is the default. */
export function viewFromSearch(params: URLSearchParams): SalesQuery {
  const parsed = salesQuerySchema.safeParse({
    period: params.get('period') ?? undefined,
    month: params.get('month') ?? undefined,
  });
  return parsed.success ? parsed.data : { period: SALES_PERIODS[0], month: currentMonth() };
}

export function searchOfView(view: SalesQuery): string {
  return `?${new URLSearchParams({ period: view.period, month: view.month })}`;
}
