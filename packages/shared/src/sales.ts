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

/** Taxable value and GST as the invoices and credit notes split them, in paise. */
export const documentAmountsSchema = z.object({
  taxablePaise: paise,
  cgstPaise: paise,
  sgstPaise: paise,
  igstPaise: paise,
  totalPaise: paise,
});
export type DocumentAmounts = z.infer<typeof documentAmountsSchema>;

/** Invoices (gross sales) or credit notes (refunds) issued, how many and what they add up to. */
export const documentsIssuedSchema = documentAmountsSchema.extend({ documents: count });
export type DocumentsIssued = z.infer<typeof documentsIssuedSchema>;

/**
 * Taxable value sold and refunded: `taxablePaise` from the invoices issued in the period,
 * `refundedPaise` from the credit notes issued in it (the refunded line's, or a whole order's
 * spread over its lines by taxable value), `netPaise` the one less the other, negative when
 * more was refunded than sold.
 */
const netOfRefunds = {
  /** Invoiced lines in the period. */
  lines: count,
  /** Taxable value invoiced, before GST. */
  taxablePaise: paise,
  refundedPaise: paise,
  netPaise: paise,
};

/** One plan's sales, or an advisory fee's (no product or plan). */
export const planSalesSchema = z.object({
  productCode: z.string().nullable(),
  productName: z.string(),
  planCode: z.string().nullable(),
  planName: z.string(),
  ...netOfRefunds,
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
  /** Invoices issued in the period: gross sales. */
  gross: documentsIssuedSchema,
  /** Credit notes issued in the period, whatever month their invoice was issued in. */
  refunds: documentsIssuedSchema,
  /** Gross less refunds, head by head; negative when refunds exceed sales. */
  net: documentAmountsSchema,
  byPlan: z.array(planSalesSchema),
  /** A renewal is a line for a product the organisation already subscribed to before the order. */
  byKind: z.array(z.object({ kind: z.enum(CUSTOMER_KINDS), ...netOfRefunds })),
  /** Orders placed in the period and still waiting for payment. */
  unpaid: z.object({ count, totalPaise: paise }),
});
export type SalesDashboard = z.infer<typeof salesDashboardSchema>;

/** How many months the trend shows, ending with the current one. */
export const TREND_MONTHS = 12;

/** One IST month of the trend: taxable values, before GST. */
export const salesMonthSchema = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  invoices: count,
  creditNotes: count,
  grossPaise: paise,
  refundedPaise: paise,
  netPaise: paise,
});
export type SalesMonth = z.infer<typeof salesMonthSchema>;

/** `GET /api/BackOffice/Sales/Trend`: the last twelve months, oldest first, none left out. */
export const salesTrendSchema = z.object({ months: z.array(salesMonthSchema) });
export type SalesTrend = z.infer<typeof salesTrendSchema>;

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
