import { accessControlApi } from '@prakar/shared/api/access-control';
import { auditApi } from '@prakar/shared/api/audit';
import { usersApi } from '@prakar/shared/api/users';
import type { UserList, UserSummary } from '@prakar/shared/users';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import { apiQueryKey } from '#app/lib/api-query-key.ts';
import { setUser } from '#app/lib/session/session-store.ts';
import {
  answer,
  onEndpoint,
  recordRequests,
  refuse,
  setupApiServer,
} from '#tests/component/api-server.ts';
import { ORGANISATION_CHOICES, ORGANISATION_ID } from '#tests/component/organisation-data.ts';
import { paging } from '#tests/component/paging-data.ts';
import { renderRoutes, renderScreen } from '#tests/component/render.tsx';
import { bodyRows } from '#tests/component/table-rows.ts';
import { colleague as ravi } from '#tests/component/users-data.ts';
import { UsersSection } from './users-section';

const invited: UserSummary = {
  ...ravi,
  id: 13,
  name: '',
  email: 'new@example.in',
  mobile: null,
  status: 'invited',
  lastSignInAt: null,
};
const me: UserSummary = { ...ravi, id: 1, name: 'Asha Kulkarni', role: 'org_admin', isSelf: true };

const list = (
  users: UserSummary[],
  total = users.length,
  cursors: { nextCursor?: string; previousCursor?: string } = {},
): UserList => ({
  users,
  ...paging(total, cursors),
});

const api = setupApiServer(answer(usersApi.list, list([ravi])));
const requests = recordRequests(api);

const open = (address = '/user-management/users') =>
  renderScreen('/user-management/users', <UsersSection />, address);

/** Text as a screen reader gets it: without what is hidden from it. */
function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent?.trim() ?? '';
}

/** Each body row as its cells' spoken text. */
const rows = () => bodyRows(spokenText);

const resultsStatus = () => screen.getByRole('status', { hidden: true }).textContent;

describe('UsersSection', () => {
  it('lists the page the address names, sorted as it says, with each row’s menu', async () => {
    api.use(answer(usersApi.list, list([me, ravi, invited], 30, { previousCursor: 'p2' })));
    open('/user-management/users?status=active&sort=email&order=desc&cursor=c2');

    await screen.findByRole('table', { name: 'Users' });
    expect(requests).toEqual([
      'GET /api/Details/Users?status=active&sort=email&order=desc&cursor=c2',
    ]);
    expect(resultsStatus()).toBe('Showing 3 of 30');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status' }).value).toBe(
      'active',
    );
    expect(rows()).toEqual([
      [
        'Asha Kulkarni',
        'ravi@example.in',
        '9820012345',
        'Administrator',
        'Active',
        '23 November 2026, 2:05 pm IST',
        'You',
      ],
      [
        'Ravi Menon',
        'ravi@example.in',
        '9820012345',
        'User',
        'Active',
        '23 November 2026, 2:05 pm IST',
        'Actions for Ravi Menon',
      ],
      [
        'Invitation pending',
        'new@example.in',
        '—',
        'User',
        'Invited',
        'Never',
        'Actions for new@example.in',
      ],
    ]);
    const sorted = screen
      .getAllByRole('columnheader')
      .filter((header) => header.hasAttribute('aria-sort'));
    expect(sorted.map((header) => [spokenText(header), header.getAttribute('aria-sort')])).toEqual([
      ['E-mail', 'descending'],
    ]);
  });

  it('sorts by a column from its header, starting again from the first page', async () => {
    api.use(answer(usersApi.list, list([ravi], 40)));
    const { user, location } = open('/user-management/users?cursor=c2');

    await user.click(await screen.findByRole('button', { name: 'Role' }));
    expect(location().search).toBe('?sort=role');
    await vi.waitFor(() => expect(requests.at(-1)).toBe('GET /api/Details/Users?sort=role'));

    await user.click(screen.getByRole('button', { name: 'Role' }));
    expect(location().search).toBe('?sort=role&order=desc');
  });

  it('keeps the last page on screen, marked busy, while the next one loads', async () => {
    let answerNextPage = () => {};
    api.use(
      onEndpoint(usersApi.list, async ({ request }) => {
        if (new URL(request.url).searchParams.get('cursor') === 'c2') {
          await new Promise<void>((resolve) => {
            answerNextPage = resolve;
          });
          return HttpResponse.json(list([invited], 30, { previousCursor: 'p2' }));
        }
        return HttpResponse.json(list([ravi], 30, { nextCursor: 'c2' }));
      }),
    );
    const { user, location } = open();

    const next = await screen.findByRole('button', { name: 'Next page' });
    expect(
      screen.getByRole('button', { name: 'Previous page' }).getAttribute('aria-disabled'),
    ).toBe('true');
    await user.click(next);
    expect(location().search).toBe('?cursor=c2&page=2');
    await vi.waitFor(() => expect(resultsStatus()).toBe('Loading users…'));
    expect(rows()[0]?.[0]).toBe('Ravi Menon');
    expect(screen.getByRole('table').closest('[aria-busy="true"]')).not.toBeNull();

    answerNextPage();
    await vi.waitFor(() => expect(rows()[0]?.[0]).toBe('Invitation pending'));
    // Where the page is in the list: its one row is the 26th of 30.
    expect(resultsStatus()).toBe('Showing row 26 of 30');
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    // The last page: Next stays where it was, focused, and says it leads nowhere.
    expect(document.activeElement).toBe(next);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await user.click(next);
    expect(location().search).toBe('?cursor=c2&page=2');
    // Straight back to the first page, from wherever the list is.
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(location().search).toBe('');
  });

  it('searches once typing pauses, and puts the search in the address', async () => {
    const { user, router, location } = open('/user-management/users?cursor=c3');
    const search = await screen.findByRole<HTMLInputElement>('searchbox', {
      name: 'Search by name or e-mail',
    });

    await user.type(search, 'Rav');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(location().search).toBe('?cursor=c3');

    await user.type(search, 'i ');
    await vi.waitFor(() => expect(location().search).toBe('?search=Ravi'));
    await vi.waitFor(() => expect(requests.at(-1)).toBe('GET /api/Details/Users?search=Ravi'));
    expect(search.value).toBe('Ravi ');

    await router.navigate(-1);
    await vi.waitFor(() => expect(search.value).toBe(''));
  });

  it('says so when nothing matches, and offers to try again after a failure', async () => {
    api.use(answer(usersApi.list, list([])));
    const { user, router } = open('/user-management/users?search=zzz');
    await vi.waitFor(() => expect(resultsStatus()).toBe('No users match these filters.'));
    expect(screen.queryByRole('table')).toBeNull();

    api.use(refuse(usersApi.list, 503, 'SERVICE_UNAVAILABLE', 'Down'));
    await router.navigate('/user-management/users');
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toContain(
      'We could not load the users.',
    );
    api.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(resultsStatus()).toBe('Showing 1 of 1'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks before deactivating, focus on Cancel, then reports and reloads', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    api.use(
      onEndpoint(usersApi.deactivate, () => {
        api.use(answer(usersApi.list, list([{ ...ravi, status: 'deactivated' }])));
        return HttpResponse.json({ ...ravi, status: 'deactivated' });
      }),
    );
    const { user } = open();

    await user.click(await screen.findByRole('button', { name: 'Actions for Ravi Menon' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Make administrator', 'Send password reset link', 'Deactivate']);
    await user.click(screen.getByRole('menuitem', { name: 'Deactivate' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Ravi Menon?' });
    expect(dialog.textContent).toContain('They will be signed out everywhere at once');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests).toEqual([
      'GET /api/Details/Users',
      'POST /api/Details/Users/12/Deactivate',
      'GET /api/Details/Users',
    ]);
    expect(success).toHaveBeenCalledWith('Ravi Menon has been deactivated.');
    expect(rows()[0]?.[4]).toBe('Deactivated');
    // Focus goes back to the row's menu button.
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Actions for Ravi Menon' }),
    );
  });

  it('refreshes the access-control matrix and the audit trail after a role change', async () => {
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    api.use(answer(usersApi.changeRole, { ...ravi, role: 'org_admin' }));
    const { user, client } = open();
    const matrixKey = apiQueryKey(accessControlApi.matrix, { query: {} });
    const trailKey = apiQueryKey(auditApi.list, { query: {} });
    client.setQueryData(matrixKey, { items: [], users: [], total: 0, page: 1, pageSize: 25 });
    client.setQueryData(trailKey, { events: [], total: 0, page: 1, pageSize: 25 });

    await user.click(await screen.findByRole('button', { name: 'Actions for Ravi Menon' }));
    await user.click(screen.getByRole('menuitem', { name: 'Make administrator' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Make Ravi Menon an administrator?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Make administrator' }));

    await vi.waitFor(() => expect(requests).toContain('PUT /api/Details/Users/12/Role'));
    await vi.waitFor(() => expect(client.getQueryState(matrixKey)?.isInvalidated).toBe(true));
    expect(client.getQueryState(trailKey)?.isInvalidated).toBe(true);
  });

  it('shows the server’s reason when an action is refused', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    api.use(refuse(usersApi.sendPasswordReset, 429, 'RATE_LIMITED', 'Please wait a minute.'));
    const { user } = open();

    await user.click(await screen.findByRole('button', { name: 'Actions for Ravi Menon' }));
    await user.click(screen.getByRole('menuitem', { name: 'Send password reset link' }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Please wait a minute.'));
    expect(requests).toEqual([
      'GET /api/Details/Users',
      'POST /api/Details/Users/12/SendPasswordReset',
    ]);
  });

  it('invites by e-mail and role, with the server’s objection next to the field', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const taken = 'This e-mail address already has an account.';
    const sent: unknown[] = [];
    api.use(
      onEndpoint(usersApi.invite, async ({ request }) => {
        const body = (await request.json()) as { email: string };
        sent.push(body);
        return body.email === 'ravi@example.in'
          ? HttpResponse.json(
              { error: { code: 'CONFLICT', message: taken, fields: { email: taken } } },
              { status: 409 },
            )
          : HttpResponse.json({ ...invited, email: body.email }, { status: 201 });
      }),
    );
    const { user } = open();

    await user.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a user' });
    expect(within(dialog).queryByRole('combobox', { name: /Organisation/ })).toBeNull();
    // An organisation's administrator invites to its own roles: never to the firm's staff.
    const roles = within(dialog).getByRole('combobox', { name: /Role/ });
    expect(
      within(roles)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Administrator', 'User']);
    const email = within(dialog).getByRole('textbox', { name: /E-mail address/ });
    await user.type(email, 'ravi@example.in');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Role/ }), 'org_admin');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect((await within(dialog).findByText(taken)).id).toBe('invite-email-error');
    expect(document.activeElement).toBe(email);

    await user.clear(email);
    await user.type(email, 'meera@example.in');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.at(-1)).toEqual({ email: 'meera@example.in', role: 'org_admin' });
    expect(success).toHaveBeenCalledWith('Invitation sent to meera@example.in');
    expect(requests.at(-1)).toBe('GET /api/Details/Users');
  });

  it('lets a platform administrator see one organisation from its page, and invite to it', async () => {
    api.use(ORGANISATION_CHOICES);
    setUser({ UserId: 1, RoleId: 1, IsAdmin: true, Name: 'Firm', IsProfileDataSaved: 'Yes' });
    const { user } = open(`/user-management/users?organisationId=${ORGANISATION_ID}`);

    await vi.waitFor(() => expect(rows()[0]).toContain('Kulkarni Textiles'));
    expect(requests).toContain(`GET /api/Details/Users?organisationId=${ORGANISATION_ID}`);
    // No drop-down of every organisation: one is chosen on its own page.
    expect(screen.queryByRole('combobox', { name: 'Organisation' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show every organisation’s' })).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Invite user' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a user' });
    const chosen = within(dialog).getByRole<HTMLSelectElement>('combobox', {
      name: /Organisation/,
    });
    await vi.waitFor(() => expect(chosen.value).toBe(ORGANISATION_ID));
    await user.selectOptions(chosen, '');
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail address/ }), 'a@b.in');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect((await within(dialog).findByText('Choose the organisation to invite to.')).id).toBe(
      'invite-organisation-error',
    );
  });

  it('lets a platform administrator invite a member of staff, who joins the firm', async () => {
    const sent: unknown[] = [];
    api.use(
      ORGANISATION_CHOICES,
      onEndpoint(usersApi.invite, async ({ request }) => {
        const body = (await request.json()) as { email: string };
        sent.push(body);
        return HttpResponse.json(
          { ...invited, email: body.email, role: 'platform_admin' },
          {
            status: 201,
          },
        );
      }),
    );
    setUser({ UserId: 1, RoleId: 1, IsAdmin: true, Name: 'Firm', IsProfileDataSaved: 'Yes' });
    const { user } = open();

    await user.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a user' });
    expect(within(dialog).getByRole('combobox', { name: /Organisation/ })).toBeDefined();
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail address/ }), 'k@firm.in');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Role/ }),
      'Staff of the firm',
    );
    // Staff join the firm: there is no customer organisation to choose.
    expect(within(dialog).queryByRole('combobox', { name: /Organisation/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ email: 'k@firm.in', role: 'platform_admin' }]);
  });

  it('shows the cached list at once on coming back, without asking again', async () => {
    const { router } = renderRoutes(
      [
        { path: '/user-management/users', element: <UsersSection /> },
        { path: '/profile', element: <p>Profile</p> },
      ],
      ['/user-management/users'],
    );
    await vi.waitFor(() => expect(rows()).toHaveLength(1));

    await router.navigate('/profile');
    await screen.findByText('Profile');
    expect(screen.queryByRole('table')).toBeNull();
    await router.navigate(-1);
    // The first render back already has the rows: nothing says "Loading users…" meanwhile.
    expect((await screen.findByRole('status')).textContent).toBe('Showing 1 of 1');
    expect(rows()).toEqual([expect.arrayContaining(['Ravi Menon'])]);
    expect(requests).toEqual(['GET /api/Details/Users']);
  });
});
