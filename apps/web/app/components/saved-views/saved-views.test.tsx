import { leadsApi } from '@prakar/shared/api/leads';
import { savedViewsApi } from '@prakar/shared/api/saved-views';
import type { SavedView } from '@prakar/shared/saved-views';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import LeadsPage from '#app/routes/portal/back-office/leads.tsx';
import { answer, onEndpoint, recordRequests, setupApiServer } from '#tests/component/api-server.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { signInWith } from '#tests/component/session.ts';

const callbacks: SavedView = {
  id: '7d3c2b1a-0000-4000-8000-000000000001',
  list: 'leads',
  name: 'Callbacks',
  search: 'search=call+back&status=open',
};

const api = setupApiServer(
  answer(leadsApi.list, {
    leads: [],
    total: 0,
    totalIsLowerBound: false,
    pageSize: 25,
    nextCursor: null,
    previousCursor: null,
  }),
  answer(leadsApi.assignees, { assignees: [] }),
  answer(savedViewsApi.list, { views: [callbacks] }),
);
const requests = recordRequests(api);

const open = (address: string) => {
  signInWith(['manage:all:platform']);
  return renderScreen('/back-office/leads', <LeadsPage />, address);
};

const views = () => screen.getByRole('navigation', { name: 'Views' });

describe('saved views on a back-office list', () => {
  it('lists the views you saved after the ready-made ones, the one shown marked', async () => {
    const { user, location } = open('/back-office/leads?status=open&search=call+back');
    const saved = await within(views()).findByRole('link', { name: 'Callbacks' });
    expect(saved.getAttribute('aria-current')).toBe('page');
    expect(
      within(views()).getByRole('link', { name: 'All open' }).getAttribute('aria-current'),
    ).toBe(null);
    await user.click(within(views()).getByRole('link', { name: 'Spam' }));
    expect(saved.getAttribute('aria-current')).toBe(null);
    await user.click(saved);
    expect(new URLSearchParams(location().search).get('search')).toBe('call back');
  });

  it('saves the filters shown now under a name, without the page', async () => {
    let body: unknown;
    api.use(
      onEndpoint(savedViewsApi.create, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { ...callbacks, id: callbacks.id.replace('1', '2'), name: 'Mine' },
          { status: 201 },
        );
      }),
    );
    const { user } = open('/back-office/leads?status=open&assignee=7&cursor=abc&page=2');
    await user.click(await screen.findByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this view' });
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(await within(dialog).findByText('Please give the view a name.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /View name/ }), 'Mine');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(body).toEqual({ list: 'leads', name: 'Mine', search: 'assignee=7&status=open' });
  });

  it('puts a name already taken back on the name field', async () => {
    const taken = 'You already have a view called “Callbacks” on this list. Choose another name.';
    api.use(
      onEndpoint(savedViewsApi.create, () =>
        HttpResponse.json(
          { error: { code: 'CONFLICT', message: taken, fields: { name: taken } } },
          { status: 409 },
        ),
      ),
    );
    const { user } = open('/back-office/leads');
    await user.click(await screen.findByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this view' });
    await user.type(within(dialog).getByRole('textbox', { name: /View name/ }), 'Callbacks');
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(await within(dialog).findByText(taken)).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: /View name/ })).toBe(document.activeElement);
  });

  it('deletes a saved view only once confirmed', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    api.use(onEndpoint(savedViewsApi.remove, () => new HttpResponse(null, { status: 204 })));
    const { user } = open('/back-office/leads');
    await user.click(
      await within(views()).findByRole('button', { name: 'Delete the view Callbacks' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this view?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((line) => line.startsWith('DELETE'))).toBe(false);
    await user.click(within(views()).getByRole('button', { name: 'Delete the view Callbacks' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete view' }),
    );
    await waitFor(() =>
      expect(requests).toContain(`DELETE /api/BackOffice/SavedViews/${callbacks.id}`),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Deleted the view “Callbacks”.'));
  });
});
