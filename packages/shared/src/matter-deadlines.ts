import { z } from 'zod';
import type { FinancialYear } from './ist-calendar.ts';

/*
 * Advisory matters' statutory deadlines as data (docs/decisions/0084): each rule names the kind of
 * matter, the Act and section it comes from, the years it covers and the period counted from the
 * date of service. Staff edit the rules; the arithmetic here never changes with them.
 */

export const MATTER_KINDS = [
  'adjustment_143_1a',
  'scrutiny_143_2',
  'inquiry_142_1',
  'show_cause_148a',
  'reassessment_148',
  'tds_default',
  'appeal_cit_a',
  'appeal_itat',
  'drp_objections',
  'e_drs_application',
  'transfer_pricing_study',
] as const;
export type MatterKind = (typeof MATTER_KINDS)[number];

export const MATTER_KIND_LABELS: Record<MatterKind, string> = {
  adjustment_143_1a: 'Proposed adjustment under section 143(1)(a)',
  scrutiny_143_2: 'Scrutiny notice under section 143(2)',
  inquiry_142_1: 'Notice of inquiry under section 142(1)',
  show_cause_148a: 'Show-cause notice under section 148A',
  reassessment_148: 'Reassessment notice under section 148',
  tds_default: 'TDS default notice',
  appeal_cit_a: 'Appeal to the CIT(A)',
  appeal_itat: 'Appeal to the ITAT',
  drp_objections: 'Objections before the DRP',
  e_drs_application: 'e-DRS application',
  transfer_pricing_study: 'Transfer-pricing study',
};

export const INCOME_TAX_ACTS = ['1961', '2025'] as const;
export type IncomeTaxAct = (typeof INCOME_TAX_ACTS)[number];

export const INCOME_TAX_ACT_NAMES: Record<IncomeTaxAct, string> = {
  '1961': 'Income-tax Act, 1961',
  '2025': 'Income-tax Act, 2025',
};

/** The 1961 Act counts by assessment year, the 2025 Act by tax year (the year the income is earned). */
export const YEAR_TERMS: Record<IncomeTaxAct, string> = {
  '1961': 'assessment year',
  '2025': 'tax year',
};

export const DEADLINE_UNITS = ['days', 'months', 'set_in_notice'] as const;
export type DeadlineUnit = (typeof DEADLINE_UNITS)[number];

/** How long a person has: N days or N months from the date of service, or the date the notice sets. */
export type DeadlinePeriod =
  | { unit: 'days' | 'months'; count: number }
  | { unit: 'set_in_notice'; count: null };

const FINANCIAL_YEAR = /^(\d{4})-(\d{2})$/;

const yearLabel = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, '0')}`;

const financialYear = z
  .string()
  .trim()
  .refine((year) => {
    const match = FINANCIAL_YEAR.exec(year);
    return match !== null && yearLabel(Number(match[1])) === year;
  }, 'Enter a year as 2026-27.');

const period = z.discriminatedUnion('unit', [
  z.object({
    unit: z.enum(['days', 'months']),
    count: z
      .number({ error: 'Enter how many days or months.' })
      .int('Enter a whole number.')
      .min(1, 'Enter at least 1.')
      .max(366, 'Enter at most 366.'),
  }),
  z.object({ unit: z.literal('set_in_notice'), count: z.null() }),
]);

export const deadlineRuleSchema = z.object({
  id: z.uuid(),
  kind: z.enum(MATTER_KINDS),
  act: z.enum(INCOME_TAX_ACTS),
  section: z.string(),
  /** The first and last year the rule covers in the Act's own term; null for no bound. */
  firstYear: z.string().nullable(),
  lastYear: z.string().nullable(),
  period,
  updatedAt: z.iso.datetime(),
});
export type DeadlineRule = z.infer<typeof deadlineRuleSchema>;

export const deadlineRuleListSchema = z.object({ rules: z.array(deadlineRuleSchema) });

export const deadlineRuleIdParamsSchema = z.object({ id: z.uuid() });

export const updateDeadlineRuleSchema = z
  .object({
    section: z.string().trim().min(1, 'Name the section the rule comes from.').max(120),
    firstYear: financialYear.nullable(),
    lastYear: financialYear.nullable(),
    period,
  })
  .refine(
    ({ firstYear, lastYear }) => firstYear === null || lastYear === null || firstYear <= lastYear,
    { path: ['lastYear'], message: 'The last year cannot come before the first.' },
  );
export type UpdateDeadlineRule = z.infer<typeof updateDeadlineRuleSchema>;

/** The financial year whose income an Act's year concerns: assessment year 2026-27 is income of 2025-26. */
export function incomeYearOf(act: IncomeTaxAct, year: FinancialYear): FinancialYear {
  const match = FINANCIAL_YEAR.exec(year);
  if (!match) throw new RangeError(`Not a year: ${year}`);
  return act === '1961' ? yearLabel(Number(match[1]) - 1) : year;
}

/** Whether the rule covers income of `incomeYear` (a financial year, "2026-27"). */
export function ruleCovers(
  rule: Pick<DeadlineRule, 'act' | 'firstYear' | 'lastYear'>,
  incomeYear: FinancialYear,
): boolean {
  const after = rule.firstYear === null || incomeYearOf(rule.act, rule.firstYear) <= incomeYear;
  const before = rule.lastYear === null || incomeYearOf(rule.act, rule.lastYear) >= incomeYear;
  return after && before;
}

/** What a rule's years say: "assessment years up to 2026-27", "tax years from 2026-27". */
export function yearsCovered(rule: Pick<DeadlineRule, 'act' | 'firstYear' | 'lastYear'>): string {
  const term = YEAR_TERMS[rule.act];
  if (rule.firstYear && rule.lastYear) return `${term}s ${rule.firstYear} to ${rule.lastYear}`;
  if (rule.firstYear) return `${term}s from ${rule.firstYear}`;
  if (rule.lastYear) return `${term}s up to ${rule.lastYear}`;
  return `every ${term}`;
}

/** "30 days", "1 month", "the date set in the notice". */
export function periodText(period: DeadlinePeriod): string {
  if (period.unit === 'set_in_notice') return 'the date set in the notice';
  const unit = period.unit === 'days' ? 'day' : 'month';
  return `${period.count} ${unit}${period.count === 1 ? '' : 's'}`;
}
