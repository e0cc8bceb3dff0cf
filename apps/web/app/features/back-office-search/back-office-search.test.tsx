import { backOfficeSearchApi } from '@prakar/shared/api/back-office-search';
import type { BackOfficeSearchResult } from '@prakar/shared/back-office-search';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, recordRequests, refuse, setupApiServer } from '#tests/component/api-server.ts';
import { renderRoutes } from '#tests/component/render.tsx';
import { BackOfficeSearch } from './back-office-search';

const none = { shown: [], total: 0, totalIsLowerBound: false };
const found: BackOfficeSearchResult = {
  organisations: {
    shown: [{ id: 'org-1', name: 'Sundaram Logistics', gstin: '36RQDCS4321K1ZP' }],
    total: 1,
    totalIsLowerBound: false,
  },
  orders: {
    shown: [
      {
        reference: 'pay_ref_2',
        number: 'ORD-000012',
        buyerName: 'Sundaram Logistics',
        organisationName: 'Sundaram Logistics',
      },
      {
        reference: 'pay_ref_1',
        number: 'ORD-000007',
        buyerName: 'Sundaram Logistics',
        organisationName: 'Sundaram Logistics',
      },
    ],
    total: 9,
    totalIsLowerBound: false,
  },
  invoices: none,
  creditNotes: none,
  leads: none,
  matters: none,
  applicants: {
    shown: [
      {
        id: 'app-1',
        openingId: 'opening-1',
        openingTitle: 'GST Associate',
        name: 'Vikram Raghunathan',
        email: 'vikram@example.org',
      },
    ],
    total: 1,
    totalIsLowerBound: false,
  },
};

const api = setupApiServer(answer(backOfficeSearchApi.search, found));
const requests = recordRequests(api);

const open = () =>
  renderRoutes(
    [
      {
        path: '/back-office',
        element: (
          <>
            <BackOfficeSearch />
            <button type="button">Somewhere else</button>
            <label>
              Notes <input />
            </label>
          </>
        ),
      },
      { path: '/back-office/*', element: <p>Another screen</p> },
    ],
    ['/back-office'],
  );

const box = () => screen.getByRole('combobox', { name: 'Search the back office' });

describe('the back office’s search box', () => {
  it('is reached with /, lists what part of a GSTIN finds by kind, and opens an order by keyboard', async () => {
    const { user, location } = open();
    await user.keyboard('/');
    expect(document.activeElement).toBe(box());
    await user.keyboard('rqdcs');
    const results = await screen.findByRole('listbox', { name: 'Search results' });
    const groups = within(results).getAllByRole('group');
    expect(
      groups.map((group) => group.getAttribute('aria-labelledby') && group.textContent),
    ).toEqual([
      expect.stringContaining('Organisations, 1'),
      expect.stringContaining('Orders, 2 of 9'),
      expect.stringContaining('Job applicants, 1'),
    ]);
    expect(requests).toContain('GET /api/BackOffice/Search?q=rqdcs');
    expect(screen.getByRole('status').textContent).toBe(
      '11 found; the arrow keys move through them.',
    );

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const order = screen.getByRole('option', { name: /ORD-000012/ });
    expect(order.getAttribute('aria-selected')).toBe('true');
    expect(box().getAttribute('aria-activedescendant')).toBe(order.id);
    await user.keyboard('{Enter}');
    expect(location().pathname).toBe('/back-office/orders/pay_ref_2');
  });

  it('links each result to its screen, an applicant to the opening narrowed to them', async () => {
    const { user } = open();
    await user.click(box());
    await user.keyboard('rqdcs');
    const applicant = await screen.findByRole('option', { name: /Vikram Raghunathan/ });
    expect(applicant.getAttribute('href')).toBe(
      '/back-office/careers/opening-1?search=vikram%40example.org',
    );
    expect(
      screen.getByRole('option', { name: /Sundaram Logistics GSTIN/ }).getAttribute('href'),
    ).toBe('/back-office/organisations/org-1');
  });

  it('closes on Escape and gives focus back to where Ctrl+K took it from', async () => {
    const { user } = open();
    const elsewhere = screen.getByRole('button', { name: 'Somewhere else' });
    await user.click(elsewhere);
    await user.keyboard('{Control>}k{/Control}');
    expect(document.activeElement).toBe(box());
    await user.keyboard('rqdcs');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(elsewhere);
  });

  it('leaves / to a field being typed in', async () => {
    const { user } = open();
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await user.type(notes, 'a/b');
    expect((notes as HTMLInputElement).value).toBe('a/b');
    expect(document.activeElement).toBe(notes);
  });

  it('asks for two letters before searching, and says when nothing matches', async () => {
    api.use(
      answer(backOfficeSearchApi.search, {
        ...found,
        organisations: none,
        orders: none,
        applicants: none,
      }),
    );
    const { user } = open();
    await user.type(box(), 'z');
    expect(screen.getByRole('status').textContent).toBe('Type two letters or more.');
    await user.type(box(), 'zq');
    expect(await screen.findByText('Nothing matches “zzq”.')).toBeTruthy();
    expect(requests).toEqual(['GET /api/BackOffice/Search?q=zzq']);
  });

  it('says when the search failed, and tries again', async () => {
    api.use(refuse(backOfficeSearchApi.search, 500, 'internal', 'Something went wrong.'));
    const { user } = open();
    await user.type(box(), 'rqdcs');
    expect(await screen.findByText('We could not search just now.')).toBeTruthy();
    api.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listbox', { name: 'Search results' })).toBeTruthy();
  });
});
