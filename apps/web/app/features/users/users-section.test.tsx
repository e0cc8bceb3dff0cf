import type { UserList, UserSummary } from '@prakar/shared/users';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import { setUser } from '#app/features/session/session-store.ts';
import {
  byRole,
  closeScreen,
  fill,
  json,
  openScreen,
  requests,
  type Screen,
  settle,
  spokenText,
} from './dom-test-support';
import { UsersSection } from './users-section';

let screen: Screen;

const ravi: UserSummary = {
  id: 12,
  name: 'Ravi Menon',
  email: 'ravi@example.in',
  mobile: '9820012345',
  role: 'org_user',
  status: 'active',
  lastSignInAt: '2026-11-23T08:35:09.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  organisationId: 'org-1',
  organisationName: 'Kulkarni Textiles',
  isSelf: false,
};
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

const list = (users: UserSummary[], total = users.length, page = 1): UserList => ({
  users,
  total,
  page,
  pageSize: 25,
});

async function open(address: string) {
  screen = await openScreen('/user-management/users', <UsersSection />, address);
}

const location = () => screen.router.state.location.search;
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const status = () => screen.container.querySelector('[role="status"]')?.textContent;
const rows = () =>
  Array.from(screen.container.querySelectorAll('tbody tr')).map((row) =>
    Array.from(row.children).map((cell) => spokenText(cell)),
  );
const click = (element: HTMLElement) => act(async () => element.click());

/** Opens a row's menu from the keyboard, as Radix menus open on Enter. */
async function openMenu(name: string) {
  const trigger = byRole('button', name);
  await act(async () => {
    trigger.focus();
    trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });
}

afterEach(() => {
  closeScreen(screen);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setUser(null);
});

describe('UsersSection', () => {
  it('lists the page the address names, sorted as it says, with each row’s menu', async () => {
    const fetch = vi.fn(async () => json(200, list([me, ravi, invited], 30, 2)));
    vi.stubGlobal('fetch', fetch);
    await open('/user-management/users?status=active&sort=email&order=desc&page=2');

    expect(requests(fetch)).toEqual([
      'GET /api/Details/Users?status=active&sort=email&order=desc&page=2',
    ]);
    expect(status()).toBe('Showing 26–30 of 30');
    expect(byId<HTMLSelectElement>('users-status').value).toBe('active');
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
    const sorted = Array.from(screen.container.querySelectorAll('th[aria-sort]'));
    expect(sorted.map((header) => [spokenText(header), header.getAttribute('aria-sort')])).toEqual([
      ['E-mail', 'descending'],
    ]);
    expect(screen.container.querySelector('table caption')?.textContent).toBe('Users');
  });

  it('sorts by a column from its header, starting again from the first page', async () => {
    const fetch = vi.fn(async () => json(200, list([ravi], 40)));
    vi.stubGlobal('fetch', fetch);
    await open('/user-management/users?page=2');

    await click(byRole('button', 'Role'));
    await settle();
    expect(location()).toBe('?sort=role');
    expect(requests(fetch).at(-1)).toBe('GET /api/Details/Users?sort=role');

    await click(byRole('button', 'Role'));
    await settle();
    expect(location()).toBe('?sort=role&order=desc');
  });

  it('searches once typing pauses, and puts the search in the address', async () => {
    const fetch = vi.fn(async () => json(200, list([ravi])));
    vi.stubGlobal('fetch', fetch);
    await open('/user-management/users?page=3');

    await act(async () => fill(byId('users-search'), 'Rav'));
    await settle(100);
    expect(location()).toBe('?page=3');

    await act(async () => fill(byId('users-search'), 'Ravi '));
    await settle(350);
    expect(location()).toBe('?search=Ravi');
    expect(requests(fetch).at(-1)).toBe('GET /api/Details/Users?search=Ravi');
    expect(byId<HTMLInputElement>('users-search').value).toBe('Ravi ');

    await act(async () => screen.router.navigate(-1));
    await settle();
    expect(byId<HTMLInputElement>('users-search').value).toBe('');
  });

  it('says so when nothing matches, and offers to try again after a failure', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(200, list([])))
      .mockResolvedValueOnce(json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Down' } }))
      .mockResolvedValueOnce(json(200, list([ravi])));
    vi.stubGlobal('fetch', fetch);
    await open('/user-management/users?search=zzz');
    expect(status()).toBe('No users match these filters.');
    expect(screen.container.querySelector('table')).toBeNull();

    await act(async () => screen.router.navigate('/user-management/users'));
    await settle();
    expect(screen.container.querySelector('[role="alert"]')?.textContent).toContain(
      'We could not load the users.',
    );
    await click(byRole('button', 'Try again'));
    await settle();
    expect(status()).toBe('Showing 1–1 of 1');
  });

  it('asks before deactivating, focus on Cancel, then reports and reloads', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/Deactivate')
        ? json(200, { ...ravi, status: 'deactivated' })
        : json(200, list([ravi])),
    );
    vi.stubGlobal('fetch', fetch);
    await open('/user-management/users');

    await openMenu('Actions for Ravi Menon');
    const items = Array.from(document.querySelectorAll('[role="menuitem"]')).map(spokenText);
    expect(items).toEqual(['Make administrator', 'Send password reset link', 'Deactivate']);
    await click(byRole('menuitem', 'Deactivate'));
    await settle();

    const dialog = document.querySelector('[role="alertdialog"]') as HTMLElement;
    expect(dialog.querySelector('h2')?.textContent).toBe('Deactivate Ravi Menon?');
    expect(dialog.textContent).toContain('They will be signed out everywhere at once');
    expect(document.activeElement?.textContent).toBe('Cancel');

    await click(Array.from(dialog.querySelectorAll('button')).at(-1) as HTMLElement);
    await settle();
    expect(requests(fetch)).toEqual([
      'GET /api/Details/Users',
      'POST /api/Details/Users/12/Deactivate',
      'GET /api/Details/Users',
    ]);
    expect(success).toHaveBeenCalledWith('Ravi Menon has been deactivated.');
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
  });

  it('shows the server’s reason when an action is refused', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/SendPasswordReset')
        ? json(429, { error: { code: 'RATE_LIMITED', message: 'Please wait a minute.' } })
        : json(200, list([ravi])),
    );
    vi.stubGlobal('fetch', fetch);
    await open('/user-management/users');

    await openMenu('Actions for Ravi Menon');
    await click(byRole('menuitem', 'Send password reset link'));
    await settle();
    expect(error).toHaveBeenCalledWith('Please wait a minute.');
    expect(requests(fetch)).toHaveLength(2);
  });

  it('invites by e-mail and role, with the server’s objection next to the field', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const taken = 'This e-mail address already has an account.';
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (!url.endsWith('/Invitations')) return json(200, list([ravi]));
      const body = JSON.parse(String(init?.body)) as { email: string };
      return body.email === 'ravi@example.in'
        ? json(409, { error: { code: 'CONFLICT', message: taken, fields: { email: taken } } })
        : json(201, { ...invited, email: body.email });
    });
    vi.stubGlobal('fetch', fetch);
    await open('/user-management/users');

    await click(byRole('button', 'Invite user'));
    expect(byRole('dialog', 'Invite a user')).toBeDefined();
    expect(byId('invite-organisation')).toBeNull();
    await act(async () => {
      fill(byId('invite-email'), 'ravi@example.in');
      fill(byId('invite-role'), 'org_admin');
    });
    await click(byRole('button', 'Send invitation'));
    await settle();
    expect(byId('invite-email-error').textContent).toBe(taken);
    expect(document.activeElement?.id).toBe('invite-email');

    await act(async () => fill(byId('invite-email'), 'meera@example.in'));
    await click(byRole('button', 'Send invitation'));
    await settle();
    const invitation = fetch.mock.calls.at(-2) as unknown as [string, RequestInit];
    expect(JSON.parse(String(invitation[1].body))).toEqual({
      email: 'meera@example.in',
      role: 'org_admin',
    });
    expect(success).toHaveBeenCalledWith('Invitation sent to meera@example.in');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(requests(fetch).at(-1)).toBe('GET /api/Details/Users');
  });

  it('lets a platform administrator filter by organisation and choose one to invite to', async () => {
    const organisation = '5f0c6a3e-8b1d-4c2a-9e7f-1a2b3c4d5e6f';
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/Organisations')
        ? json(200, { organisations: [{ id: organisation, name: 'Kulkarni Textiles' }] })
        : json(200, list([ravi])),
    );
    vi.stubGlobal('fetch', fetch);
    setUser({ UserId: 1, RoleId: 1, IsAdmin: true, Name: 'Firm', IsProfileDataSaved: 'Yes' });
    await open('/user-management/users');

    expect(rows()[0]).toContain('Kulkarni Textiles');
    await act(async () => fill(byId('users-organisation'), organisation));
    await settle();
    expect(location()).toBe(`?organisationId=${organisation}`);

    await click(byRole('button', 'Invite user'));
    await settle();
    expect(byId<HTMLSelectElement>('invite-organisation').value).toBe(organisation);
    await act(async () => fill(byId('invite-organisation'), ''));
    await act(async () => fill(byId('invite-email'), 'meera@example.in'));
    await click(byRole('button', 'Send invitation'));
    await settle();
    expect(byId('invite-organisation-error').textContent).toBe(
      'Choose the organisation to invite to.',
    );
  });
});
