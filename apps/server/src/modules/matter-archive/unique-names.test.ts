import { describe, expect, it } from 'vitest';
import { uniqueNames } from './unique-names.ts';

describe('uniqueNames', () => {
  it('numbers a name met again before its extension, ignoring case', () => {
    expect(
      uniqueNames(['Notice.pdf', 'notice.pdf', 'Notice.pdf', 'Notice (2).pdf', 'ledger', 'ledger']),
    ).toEqual([
      'Notice.pdf',
      'notice (2).pdf',
      'Notice (3).pdf',
      'Notice (2) (2).pdf',
      'ledger',
      'ledger (2)',
    ]);
  });
});
