import { z } from 'zod';
import { MONTH_NAMES } from './dates.ts';
import {
  financialQuarterOfMonth,
  financialYearMonths,
  financialYearOfMonth,
} from './ist-calendar.ts';

/*
 * The back office's view of what the firm sold (the sales dashboard) and the data of its GSTR-1
 * return. Periods are Indian: months in IST, quarters and years of the financial year (April–March).
 */

/** `YYYY-MM`. */
export const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A calendar month, `YYYY-MM`, from July 2017 (when GST began) on. */
export const monthSchema = z
  .string({ error: 'Choose a month.' })
  .regex(MONTH, 'Choose a month as YYYY-MM.')
  .refine((month) => month >= '2017-07' && month <= '2099-12', 'Choose a month since July 2017.');

export const SALES_PERIODS = ['month', 'quarter', 'year'] as const;
export type SalesPeriod = (typeof SALES_PERIODS)[number];
export const SALES_PERIOD_LABELS: Record<SalesPeriod, string> = {
  month: 'Month',
  quarter: 'Quarter',
  year: 'Financial year',
};

/** `GET /api/BackOffice/Sales`: the month, or the financial quarter or year it falls in. */
export const salesQuerySchema = z.strictObject({
  period: z.enum(SALES_PERIODS).default('month'),
  month: monthSchema,
});
export type SalesQuery = z.output<typeof salesQuerySchema>;

/** The months a period spans, first and last as `YYYY-MM`, and how the screen names it. */
export interface PeriodMonths {
  first: string;
  last: string;
  label: string;
}

function parts(month: string): { year: number; month: number } {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`Not a month: ${month}`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** "November 2026". */
export function monthLabel(month: string): string {
  const { year, month: number } = parts(month);
  return `${MONTH_NAMES[number - 1]} ${year}`;
}

export function periodMonths(period: SalesPeriod, month: string): PeriodMonths {
  if (period === 'month') return { first: month, last: month, label: monthLabel(month) };
  if (period === 'year') {
    const financialYear = financialYearOfMonth(month);
    return { ...financialYearMonths(financialYear), label: `Financial year ${financialYear}` };
  }
  const { financialYear, quarter, first, last } = financialQuarterOfMonth(month);
  const firstName = MONTH_NAMES[parts(first).month - 1];
  return { first, last, label: `Q${quarter} ${financialYear} (${firstName}–${monthLabel(last)})` };
}

const paise = z.number().int();
const count = z.number().int().nonnegative();

/** One plan's sales, or an advisory fee's (no product or plan). */
export const planSalesSchema = z.object({
  productCode: z.string().nullable(),
  productName: z.string(),
  planCode: z.string().nullable(),
  planName: z.string(),
  /** Order lines paid in the period. */
  lines: count,
  /** Taxable value, before GST. */
  taxablePaise: paise,
});
export type PlanSales = z.infer<typeof planSalesSchema>;

export const CUSTOMER_KINDS = ['new', 'renewal', 'advisory'] as const;
export const CUSTOMER_KIND_LABELS: Record<(typeof CUSTOMER_KINDS)[number], string> = {
  new: 'New subscriptions',
  renewal: 'Renewals',
  advisory: 'Advisory fees',
};

export const salesDashboardSchema = z.object({
  period: z.object({
    period: z.enum(SALES_PERIODS),
    label: z.string(),
    firstMonth: z.string(),
    lastMonth: z.string(),
  }),
  paid: z.object({ orders: count, taxablePaise: paise, totalPaise: paise }),
  byPlan: z.array(planSalesSchema),
  /** A renewal is a line for a product the organisation already subscribed to before the order. */
  byKind: z.array(z.object({ kind: z.enum(CUSTOMER_KINDS), lines: count, taxablePaise: paise })),
  /** Refunds the gateway processed in the period. */
  refunds: z.object({ count, amountPaise: paise }),
  /** Orders placed in the period and still waiting for payment. */
  unpaid: z.object({ count, totalPaise: paise }),
});
export type SalesDashboard = z.infer<typeof salesDashboardSchema>;

/** The sections of GSTR-1 the firm's sales fill, each a CSV of the offline tool's template. */
export const GSTR1_SECTIONS = [
  'b2b',
  'b2cl',
  'b2cs',
  'cdnr',
  'cdnur',
  'hsn-b2b',
  'hsn-b2c',
  'docs',
] as const;
export type Gstr1Section = (typeof GSTR1_SECTIONS)[number];
export const GSTR1_SECTION_LABELS: Record<Gstr1Section, string> = {
  b2b: 'B2B invoices (4A)',
  b2cl: 'B2C large invoices (5)',
  b2cs: 'B2C small (7)',
  cdnr: 'Credit notes, registered (9B)',
  cdnur: 'Credit notes, unregistered (9B)',
  'hsn-b2b': 'HSN/SAC summary, B2B (12)',
  'hsn-b2c': 'HSN/SAC summary, B2C (12)',
  docs: 'Documents issued (13)',
};

/** `GET /api/BackOffice/Gstr1/Json`: the month's return as the offline tool's upload file. */
export const gstr1QuerySchema = z.strictObject({ month: monthSchema });
/** `GET /api/BackOffice/Gstr1/Csv`: one section as the offline tool's CSV template. */
export const gstr1CsvQuerySchema = z.strictObject({
  month: monthSchema,
  section: z.enum(GSTR1_SECTIONS, { error: 'Choose a section of GSTR-1.' }),
});
export type Gstr1CsvQuery = z.output<typeof gstr1CsvQuerySchema>;
