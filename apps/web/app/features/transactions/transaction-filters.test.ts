import { describe, expect, it } from 'vitest';
import { ORGANISATION_ID } from '#tests/component/organisation-data.ts';
import {
  exportBody,
  filterErrors,
  NO_FILTERS,
  queryOfView,
  searchOfView,
  viewFromSearch,
} from './transaction-filters';

describe('transaction filters in the address', () => {
  it('reads what it can use and drops what cannot be right', () => {
    const view = viewFromSearch(
      new URLSearchParams(
        'from=2026-04-01&to=yesterday&status=shipped&product=EPOI&organisationId=org-1&cursor=eyJpZCI6Mn0',
      ),
    );
    expect(view).toEqual({
      ...NO_FILTERS,
      from: '2026-04-01',
      product: 'EPOI',
      cursor: 'eyJpZCI6Mn0',
      pageSize: 25,
    });
  });

  it('writes the filters in a fixed order, leaving out blanks and the defaults', () => {
    const view = { ...NO_FILTERS, status: 'paid' as const, organisationId: ORGANISATION_ID };
    expect(searchOfView({ ...view, from: '2026-04-01', cursor: '', pageSize: 25 })).toBe(
      `?from=2026-04-01&status=paid&organisationId=${ORGANISATION_ID}`,
    );
    expect(searchOfView({ ...NO_FILTERS, cursor: 'eyJpZCI6M30', pageSize: 50 })).toBe(
      '?cursor=eyJpZCI6M30&pageSize=50',
    );
    expect(
      viewFromSearch(new URLSearchParams(`organisationId=${ORGANISATION_ID}`)).organisationId,
    ).toBe(ORGANISATION_ID);
  });

  it('exports the same filters without paging', () => {
    expect(exportBody({ ...NO_FILTERS, to: '2026-05-01', product: 'EFORM16' })).toEqual({
      to: '2026-05-01',
      product: 'EFORM16',
    });
  });

  it('asks the API for what the address holds, defaults left out', () => {
    expect(
      queryOfView({ ...NO_FILTERS, status: 'paid', cursor: 'eyJpZCI6M30', pageSize: 50 }),
    ).toEqual({
      status: 'paid',
      cursor: 'eyJpZCI6M30',
      pageSize: '50',
    });
    expect(queryOfView({ ...NO_FILTERS, cursor: '', pageSize: 25 })).toEqual({});
  });

  it('says so when the range ends before it starts, as the server would', () => {
    expect(filterErrors({ ...NO_FILTERS, from: '2026-05-01', to: '2026-04-01' })).toEqual({
      to: 'The end date is before the start date.',
    });
    expect(filterErrors({ ...NO_FILTERS, from: '2026-04-01', to: '2026-04-01' })).toEqual({});
  });
});
