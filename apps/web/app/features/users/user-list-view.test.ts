import { describe, expect, it } from 'vitest';
import { sortedBy } from '#app/components/data-table/sorting.ts';
import {
  hasUserFilters,
  NO_USER_FILTERS,
  noUsersText,
  searchOfView,
  type UserListView,
  viewFromSearch,
  withFilters,
} from '#app/components/user-list/user-list-view.ts';
import { ORGANISATION_ID } from '#tests/component/organisation-data.ts';

const view = (changes: Partial<UserListView> = {}): UserListView => ({
  ...NO_USER_FILTERS,
  sort: 'name',
  order: 'asc',
  cursor: '',
  pageSize: 25,
  ...changes,
});

const fromAddress = (query: string) => viewFromSearch(new URLSearchParams(query));

describe('viewFromSearch', () => {
  it('reads the filters, the sorting and the paging from the address', () => {
    expect(
      fromAddress(
        `search=Ravi&status=invited&organisationId=${ORGANISATION_ID}&sort=lastSignInAt&order=desc&cursor=eyJpZCI6M30&pageSize=50`,
      ),
    ).toEqual({
      search: 'Ravi',
      status: 'invited',
      organisationId: ORGANISATION_ID,
      sort: 'lastSignInAt',
      order: 'desc',
      cursor: 'eyJpZCI6M30',
      pageSize: 50,
    });
  });

  it('is the first page of everyone, by name, for an empty address', () => {
    expect(fromAddress('')).toEqual(view());
  });

  it('falls back to the defaults for values an edited address cannot mean', () => {
    expect(
      fromAddress(
        'status=sleeping&organisationId=acme&sort=salary&order=up&cursor=%25%25&pageSize=7',
      ),
    ).toEqual(view());
  });

  it('trims the search and keeps it within what the server takes', () => {
    expect(fromAddress('search=%20%20asha%20').search).toBe('asha');
    expect(fromAddress(`search=${'x'.repeat(150)}`).search).toHaveLength(100);
  });
});

describe('searchOfView', () => {
  it('leaves out blanks and defaults, so the plain view has a plain address', () => {
    expect(searchOfView(view())).toBe('');
    expect(searchOfView(view({ search: '   ' }))).toBe('');
  });

  it('writes what differs in a fixed order, encoded', () => {
    expect(
      searchOfView(
        view({ cursor: 'c2', order: 'desc', status: 'active', search: 'Śrī & co', sort: 'email' }),
      ),
    ).toBe('?search=%C5%9Ar%C4%AB+%26+co&status=active&sort=email&order=desc&cursor=c2');
  });

  it('round-trips through the address', () => {
    const original = view({
      search: 'ravi',
      status: 'deactivated',
      organisationId: ORGANISATION_ID,
      sort: 'role',
      order: 'desc',
      cursor: 'eyJpZCI6NH0',
      pageSize: 100,
    });
    expect(viewFromSearch(new URLSearchParams(searchOfView(original)))).toEqual(original);
  });
});

describe('withFilters and sortedBy', () => {
  it('starts again from the first page when a filter changes, keeping the rest', () => {
    expect(withFilters(view({ cursor: 'c5', sort: 'email' }), { status: 'invited' })).toEqual(
      view({ status: 'invited', sort: 'email' }),
    );
  });

  it('sorts a new column ascending, and turns the sorted one round', () => {
    expect(sortedBy(view({ cursor: 'c3' }), 'email')).toEqual(view({ sort: 'email' }));
    expect(sortedBy(view({ sort: 'email' }), 'email')).toEqual(
      view({ sort: 'email', order: 'desc' }),
    );
    expect(sortedBy(view({ sort: 'email', order: 'desc' }), 'email')).toEqual(
      view({ sort: 'email' }),
    );
    expect(sortedBy(view({ sort: 'email', order: 'desc' }), 'role')).toEqual(
      view({ sort: 'role' }),
    );
  });
});

describe('hasUserFilters and noUsersText', () => {
  it('tells an empty organisation from a search that found nothing', () => {
    expect(hasUserFilters(NO_USER_FILTERS)).toBe(false);
    expect(hasUserFilters({ ...NO_USER_FILTERS, search: ' ' })).toBe(false);
    expect(noUsersText(NO_USER_FILTERS)).toBe('There are no users yet.');
    expect(noUsersText({ ...NO_USER_FILTERS, status: 'invited' })).toBe(
      'No users match these filters.',
    );
  });
});
