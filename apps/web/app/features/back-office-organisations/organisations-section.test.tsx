import { backOfficeOrganisationsApi } from '@prakar/shared/api/back-office-organisations';
import { savedViewsApi } from '@prakar/shared/api/saved-views';
import type { OrganisationList } from '@prakar/shared/back-office-organisations';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, onEndpoint, recordRequests, setupApiServer } from '#tests/component/api-server.ts';
import { catchDownloads, csvDownload } from '#tests/component/downloads.ts';
import { ORGANISATION_ID } from '#tests/component/organisation-data.ts';
import { paging } from '#tests/component/paging-data.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { offeredViews, oneSavedView } from '#tests/component/saved-views-data.ts';
import { bodyRows } from '#tests/component/table-rows.ts';
import { OrganisationsSection } from './organisations-section';

const list: OrganisationList = {
  organisations: [
    {
      id: ORGANISATION_ID,
      name: 'Kulkarni Textiles',
      gstin: '27AAPFU0939F1ZV',
      city: 'Pune',
      stateCode: '27',
      createdAt: '2025-04-01T04:30:00.000Z',
      userCount: 12,
    },
    {
      id: '6a1d7b4f-9c2e-4d3b-8f80-2b3c4d5e6f70',
      name: 'Zenith Traders',
      gstin: null,
      city: null,
      stateCode: null,
      createdAt: '2026-01-15T04:30:00.000Z',
      userCount: 1,
    },
  ],
  ...paging(2),
};

const api = setupApiServer(
  answer(backOfficeOrganisationsApi.list, list),
  answer(savedViewsApi.list, { views: [] }),
);
const requests = recordRequests(api);

const open = (address = '/back-office/organisations') =>
  renderScreen('/back-office/organisations', <OrganisationsSection />, address);

describe('OrganisationsSection', () => {
  it('lists them with a link to each one’s page, and searches as you type', async () => {
    const { user, location } = open();
    await screen.findByRole('table', { name: 'Organisations by name' });
    expect(bodyRows()).toEqual([
      ['Kulkarni Textiles', '27AAPFU0939F1ZV', 'Pune, Maharashtra', '12', '1 April 2025'],
      ['Zenith Traders', '—', '—', '1', '15 January 2026'],
    ]);
    expect(screen.getByRole('link', { name: 'Kulkarni Textiles' }).getAttribute('href')).toBe(
      `/back-office/organisations/${ORGANISATION_ID}`,
    );
    await user.type(screen.getByLabelText('Search by name or GSTIN'), 'kulk');
    await vi.waitFor(() =>
      expect(requests.at(-1)).toBe('GET /api/BackOffice/Organisations?search=kulk'),
    );
    expect(location().search).toBe('?search=kulk');
  });

  it('sorts by a column’s header, kept in the address with the search, from the first page', async () => {
    const { user, location } = open('/back-office/organisations?search=tex&cursor=c2');
    await screen.findByRole('table');
    const since = () => screen.getByRole('columnheader', { name: /Customer since/ });
    expect(since().getAttribute('aria-sort')).toBeNull();
    expect(
      screen.getByRole('columnheader', { name: /Organisation/ }).getAttribute('aria-sort'),
    ).toBe('ascending');
    await user.click(within(since()).getByRole('button'));
    await vi.waitFor(() =>
      expect(requests.at(-1)).toBe('GET /api/BackOffice/Organisations?search=tex&sort=since'),
    );
    expect(location().search).toBe('?search=tex&sort=since');
    expect(since().getAttribute('aria-sort')).toBe('ascending');
    expect(
      screen.getByRole('table', { name: 'Organisations, oldest customers first' }),
    ).toBeTruthy();
    await user.click(within(since()).getByRole('button'));
    await vi.waitFor(() => expect(location().search).toBe('?search=tex&sort=since&order=desc'));
    expect(
      await screen.findByRole('table', { name: 'Organisations, newest customers first' }),
    ).toBeTruthy();
  });

  it('offers every organisation as a view keeping the sorting, and the views you saved', async () => {
    api.use(oneSavedView('organisations', 'Textile firms', 'search=textiles'));
    const { user, location } = open('/back-office/organisations?search=kulk&sort=since');
    await screen.findByRole('table');
    const views = screen.getByRole('navigation', { name: 'Views' });
    expect(await offeredViews()).toEqual(['All organisations', 'Textile firms']);
    await user.click(within(views).getByRole('link', { name: 'All organisations' }));
    expect(location().search).toBe('?sort=since');
    await user.click(within(views).getByRole('link', { name: 'Textile firms' }));
    expect(location().search).toBe('?search=textiles');
    expect((screen.getByLabelText('Search by name or GSTIN') as HTMLInputElement).value).toBe(
      'textiles',
    );
  });

  it('downloads the organisations the view finds, in its order, as CSV', async () => {
    const saved = catchDownloads();
    api.use(
      onEndpoint(backOfficeOrganisationsApi.export, () =>
        csvDownload('organisations-2026-11-23.csv', 'Organisation'),
      ),
    );
    const { user } = open('/back-office/organisations?search=kulk&sort=since&order=desc&cursor=c2');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(saved).toEqual(['organisations-2026-11-23.csv']));
    expect(requests.at(-1)).toBe(
      'GET /api/BackOffice/Organisations/Export?search=kulk&sort=since&order=desc',
    );
  });
});
