import { describe, expect, it } from 'vitest';
import {
  incomeYearOf,
  ruleCovers,
  updateDeadlineRuleSchema,
  yearsCovered,
} from './matter-deadlines.ts';
import { statutoryDueDate } from './statutory-due-date.ts';

const days = (count: number) => ({ unit: 'days' as const, count });
const months = (count: number) => ({ unit: 'months' as const, count });

describe('statutoryDueDate', () => {
  it('counts days from the day after service and says so', () => {
    expect(statutoryDueDate(days(30), '2027-03-03')).toEqual({
      dueOn: '2027-04-02',
      counted:
        '30 days from the date of service, 3 March 2027, counting the day after service as day 1: due 2 April 2027.',
    });
  });

  it('crosses 31 March into the next financial year and the end of a month', () => {
    expect(statutoryDueDate(days(1), '2027-03-31')?.dueOn).toBe('2027-04-01');
    expect(statutoryDueDate(days(60), '2026-12-31')?.dueOn).toBe('2027-03-01');
    expect(statutoryDueDate(days(30), '2027-01-31')?.dueOn).toBe('2027-03-02');
  });

  it('counts 29 February in a leap year', () => {
    expect(statutoryDueDate(days(30), '2028-01-31')?.dueOn).toBe('2028-03-01');
    expect(statutoryDueDate(days(1), '2028-02-28')?.dueOn).toBe('2028-02-29');
  });

  it('ends a month on the same date, or on a shorter month’s last day, and says which', () => {
    expect(statutoryDueDate(months(1), '2027-03-15')).toEqual({
      dueOn: '2027-04-15',
      counted:
        '1 month from the date of service, 15 March 2027, ending on the same date: due 15 April 2027.',
    });
    expect(statutoryDueDate(months(1), '2027-01-31')).toEqual({
      dueOn: '2027-02-28',
      counted:
        '1 month from the date of service, 31 January 2027, ending on the same date or, as that month is shorter, its last day: due 28 February 2027.',
    });
    expect(statutoryDueDate(months(1), '2028-01-31')?.dueOn).toBe('2028-02-29');
    expect(statutoryDueDate(months(1), '2027-03-31')?.dueOn).toBe('2027-04-30');
    expect(statutoryDueDate(months(2), '2027-12-31')?.dueOn).toBe('2028-02-29');
  });

  it('takes the date the notice sets, and has none when none was entered', () => {
    const inNotice = { unit: 'set_in_notice' as const, count: null };
    expect(statutoryDueDate(inNotice, '2027-01-10', '2027-01-25')).toEqual({
      dueOn: '2027-01-25',
      counted: 'The date set in the notice served on 10 January 2027: 25 January 2027.',
    });
    expect(statutoryDueDate(inNotice, '2027-01-10')).toBeUndefined();
  });
});

describe('the Act a year falls under', () => {
  const act1961 = { act: '1961' as const, firstYear: null, lastYear: '2026-27' };
  const act2025 = { act: '2025' as const, firstYear: '2026-27', lastYear: null };

  it('reads an assessment year as the income of the year before, a tax year as itself', () => {
    expect(incomeYearOf('1961', '2026-27')).toBe('2025-26');
    expect(incomeYearOf('2025', '2026-27')).toBe('2026-27');
  });

  it('puts income up to 2025-26 under the 1961 Act and from 2026-27 under the 2025 Act', () => {
    expect(ruleCovers(act1961, '2025-26')).toBe(true);
    expect(ruleCovers(act2025, '2025-26')).toBe(false);
    expect(ruleCovers(act1961, '2026-27')).toBe(false);
    expect(ruleCovers(act2025, '2026-27')).toBe(true);
  });

  it('says which years a rule covers in the Act’s own term', () => {
    expect(yearsCovered(act1961)).toBe('assessment years up to 2026-27');
    expect(yearsCovered(act2025)).toBe('tax years from 2026-27');
    expect(yearsCovered({ act: '2025', firstYear: '2026-27', lastYear: '2030-31' })).toBe(
      'tax years 2026-27 to 2030-31',
    );
  });
});

describe('updateDeadlineRuleSchema', () => {
  const valid = { section: '249(2)', firstYear: null, lastYear: '2026-27', period: days(30) };

  it('takes a section, years and a period', () => {
    expect(updateDeadlineRuleSchema.safeParse(valid).success).toBe(true);
    const inNotice = { ...valid, period: { unit: 'set_in_notice', count: null } };
    expect(updateDeadlineRuleSchema.safeParse(inNotice).success).toBe(true);
  });

  it('names the field that is wrong', () => {
    const issues = (input: unknown) =>
      updateDeadlineRuleSchema
        .safeParse(input)
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ ...valid, lastYear: '2026-28' })).toEqual([
      ['lastYear', 'Enter a year as 2026-27.'],
    ]);
    expect(issues({ ...valid, firstYear: '2027-28' })).toEqual([
      ['lastYear', 'The last year cannot come before the first.'],
    ]);
    expect(issues({ ...valid, period: days(0) })).toEqual([['period.count', 'Enter at least 1.']]);
    expect(issues({ ...valid, section: ' ' })).toEqual([
      ['section', 'Name the section the rule comes from.'],
    ]);
  });
});
