import { describe, expect, it } from 'vitest';
import {
  type AuditView,
  exportQuery,
  filterErrors,
  hasFilters,
  NO_FILTERS,
  searchOfView,
  viewFromSearch,
} from './audit-filters';

const view = (changes: Partial<AuditView> = {}): AuditView => ({
  ...NO_FILTERS,
  cursor: '',
  pageSize: 25,
  ...changes,
});

describe('viewFromSearch', () => {
  it('reads every filter and the paging from the address', () => {
    const params = new URLSearchParams(
      'action=sign_in&user=Asha&from=2026-04-01&to=2026-04-30&organisationId=abc&cursor=eyJpZCI6M30&pageSize=50',
    );
    expect(viewFromSearch(params)).toEqual({
      action: 'sign_in',
      user: 'Asha',
      from: '2026-04-01',
      to: '2026-04-30',
      organisationId: 'abc',
      cursor: 'eyJpZCI6M30',
      pageSize: 50,
    });
  });

  it('is the first page of everything for an empty address', () => {
    expect(viewFromSearch(new URLSearchParams())).toEqual(view());
  });

  it('falls back to the defaults for values an edited address cannot mean', () => {
    const params = new URLSearchParams(
      'action=delete_everything&from=yesterday&to=2026-4-1&cursor=not%20a%20cursor&pageSize=7',
    );
    expect(viewFromSearch(params)).toEqual(view());
    expect(viewFromSearch(new URLSearchParams('cursor=%3Cscript%3E&pageSize=abc'))).toEqual(view());
    expect(viewFromSearch(new URLSearchParams('cursor=&pageSize=1.5'))).toEqual(view());
  });
});

describe('searchOfView and exportQuery', () => {
  it('leaves out blank filters, the first page and the default page size', () => {
    expect(searchOfView(view())).toBe('');
    expect(searchOfView(view({ user: '  ', cursor: '', pageSize: 25 }))).toBe('');
    expect(searchOfView(view({ action: 'sign_in', cursor: 'abc_-1' }))).toBe(
      '?action=sign_in&cursor=abc_-1',
    );
  });

  it('writes the filters in a fixed order, encoded, and trimmed', () => {
    expect(
      searchOfView(
        view({ to: '2026-04-30', user: ' Śrī & co ', from: '2026-04-01', pageSize: 100 }),
      ),
    ).toBe('?user=%C5%9Ar%C4%AB+%26+co&from=2026-04-01&to=2026-04-30&pageSize=100');
  });

  it('round-trips through the address', () => {
    const original = view({
      action: 'role_changed',
      user: 'ravi',
      from: '2026-01-01',
      cursor: 'xyz',
    });
    expect(viewFromSearch(new URLSearchParams(searchOfView(original)))).toEqual(original);
  });

  it('gives the export the filters without paging', () => {
    expect(
      exportQuery(view({ action: 'sign_up', user: ' ravi ', cursor: 'xyz', pageSize: 50 })),
    ).toEqual({ action: 'sign_up', user: 'ravi' });
    expect(exportQuery(NO_FILTERS)).toEqual({});
  });
});

describe('hasFilters', () => {
  it('is true only when something narrows the trail', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, user: ' ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, from: '2026-04-01' })).toBe(true);
  });
});

describe('filterErrors', () => {
  it('accepts no filters and a sensible range', () => {
    expect(filterErrors(NO_FILTERS)).toEqual({});
    expect(filterErrors({ ...NO_FILTERS, from: '2026-04-01', to: '2026-04-01' })).toEqual({});
  });

  it('says what the server would say about a range that ends before it starts', () => {
    expect(filterErrors({ ...NO_FILTERS, from: '2026-05-01', to: '2026-04-01' })).toEqual({
      to: 'The end date is before the start date.',
    });
  });

  it('points at a date that is not a date', () => {
    expect(filterErrors({ ...NO_FILTERS, from: '2026-02-30' })).toEqual({
      from: 'Enter a date as YYYY-MM-DD.',
    });
  });

  it('points at a day too far back or ahead, as the server would', () => {
    expect(filterErrors({ ...NO_FILTERS, from: '0001-01-01', to: '9999-12-31' })).toEqual({
      from: 'Enter a date from 1 January 1900 to 31 December 2099.',
      to: 'Enter a date from 1 January 1900 to 31 December 2099.',
    });
  });
});
