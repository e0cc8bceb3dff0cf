import { istMonth, shiftMonth } from '@prakar/shared/ist-calendar';
import { SALES_PERIODS, type SalesQuery, salesQuerySchema } from '@prakar/shared/sales';

/** The month it is in India now, `YYYY-MM`: what the screen shows first. */
export const currentMonth = (now = new Date()) => istMonth(now);

/** The last whole month: the one whose GSTR-1 is filed next. */
export const lastMonth = (now = new Date()) => shiftMonth(istMonth(now), -1);

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
