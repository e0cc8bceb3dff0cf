import { describe, expect, it } from 'vitest';
import { createMatterSchema } from './matters.ts';

const matter = {
  organisationId: '5c1f0a9e-0000-4000-8000-000000000001',
  kind: 'scrutiny_143_2',
  subjectType: 'pan',
  subject: 'AAPFU0939F',
  act: '1961',
  year: '2024-25',
  servedOn: '2026-11-20',
};

const dinIssue = (din: string) =>
  createMatterSchema
    .safeParse({ ...matter, din })
    .error?.issues.find((issue) => issue.path[0] === 'din')?.message;

describe('a matter’s DIN', () => {
  it('takes the DIN as the Income-tax Department prints it, brackets included', () => {
    expect(dinIssue('ITBA/AST/S/143(3)/2022-23/1046123456(1)')).toBeUndefined();
    expect(
      createMatterSchema.parse({ ...matter, din: ' itba/apl/s/250/2026-27/1078866543 ' }).din,
    ).toBe('ITBA/APL/S/250/2026-27/1078866543');
  });

  it('refuses what no notice prints', () => {
    expect(dinIssue('DIN <script>')).toBe('Enter the DIN as the notice prints it.');
    expect(dinIssue('1234')).toBe('Enter the DIN as the notice prints it.');
  });
});
