import { ACCESS_ITEMS, effectiveAccess } from '@prakar/shared/permissions';
import type { AccessMatrix, AccessRow } from '@prakar/shared/users';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import {
  accessibleName,
  byRole,
  closeScreen,
  fill,
  json,
  openScreen,
  requests,
  type Screen,
  settle,
  spokenText,
} from '#app/features/users/dom-test-support.ts';
import { AccessControlSection } from './access-control-section';

let screen: Screen;

/** An organisation user whose Smart TDS was taken away. */
const ravi: AccessRow = {
  id: 12,
  name: 'Ravi Menon',
  email: 'ravi@example.in',
  role: 'org_user',
  status: 'active',
  organisationName: 'Kulkarni Textiles',
  access: effectiveAccess('org_user', { SMART_TDS: false }),
  defaults: effectiveAccess('org_user'),
  editable: true,
};
const me: AccessRow = {
  ...ravi,
  id: 1,
  name: 'Asha Kulkarni',
  email: 'asha@example.in',
  role: 'org_admin',
  access: effectiveAccess('org_admin'),
  defaults: effectiveAccess('org_admin'),
  editable: false,
};
const firm: AccessRow = {
  ...me,
  id: 2,
  name: 'Prakar support',
  email: 'support@prakartax.in',
  role: 'platform_admin',
};

const matrix = (users: AccessRow[], total = users.length): AccessMatrix => ({
  items: [...ACCESS_ITEMS],
  users,
  total,
  page: 1,
  pageSize: 25,
});

const location = () => screen.router.state.location.search;
const box = (name: string) => byRole<HTMLInputElement>('checkbox', name);
const describedAs = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
const count = () => screen.container.querySelector('[aria-live="polite"]')?.textContent;
const click = (element: HTMLElement) => act(async () => element.click());
const dialog = () => document.querySelector('[role="alertdialog"]');

async function open(address = '/user-management/access-control') {
  screen = await openScreen('/user-management/access-control', <AccessControlSection />, address);
}

afterEach(() => {
  closeScreen(screen);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AccessControlSection', () => {
  it('shows a box per app and power, named for both, marking what differs from the role', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, matrix([me, ravi, firm]))),
    );
    await open();

    const headers = Array.from(screen.container.querySelectorAll('thead th')).map(spokenText);
    expect(headers).toEqual([
      'User',
      'Apps',
      'Admin powers',
      'Actions',
      'E-POI',
      'Smart TDS',
      'E-Form16',
      'Manage users',
      'View transactions',
      'Manage subscription',
      'Purchase',
    ]);
    const smartTds = box('Smart TDS for Ravi Menon');
    expect(smartTds.checked).toBe(false);
    expect(describedAs(smartTds)).toBe(", changed from the role's default");
    expect(box('E-POI for Ravi Menon').checked).toBe(true);
    expect(box('E-POI for Ravi Menon').hasAttribute('aria-describedby')).toBe(false);

    // Your own row and the firm's staff can be read, not changed.
    expect(() => box('E-POI for Asha Kulkarni')).toThrow();
    const [mine, , staff] = Array.from(screen.container.querySelectorAll('tbody tr'));
    expect(spokenText(mine?.lastElementChild as Element)).toBe(
      'You cannot change your own access.',
    );
    expect(spokenText(staff?.lastElementChild as Element)).toBe(
      'Platform administrators have full access.',
    );
    expect(spokenText(mine?.children[1] as Element)).toBe('Yes');
    expect(count()).toBe('No unsaved changes');
  });

  it('keeps changes until saved, sends them at once, then reloads', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    let saved = ravi;
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        saved = {
          ...ravi,
          access: { ...ravi.access, SMART_TDS: true, 'purchase:org': true },
        };
        return json(204, null);
      }
      return json(200, matrix([saved]));
    });
    vi.stubGlobal('fetch', fetch);
    await open();

    await click(box('Smart TDS for Ravi Menon'));
    await click(box('Purchase for Ravi Menon'));
    expect(count()).toBe('2 unsaved changes');
    expect(describedAs(box('Purchase for Ravi Menon'))).toBe(
      ", changed from the role's default, not saved yet",
    );

    await click(byRole('button', 'Save changes'));
    await settle();
    const put = fetch.mock.calls.find((call) => call[1]?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      changes: [
        { userId: 12, item: 'SMART_TDS', allowed: true },
        { userId: 12, item: 'purchase:org', allowed: true },
      ],
    });
    expect(success).toHaveBeenCalledWith('Access saved');
    expect(requests(fetch).at(-1)).toBe('GET /api/Details/AccessControl');
    expect(count()).toBe('No unsaved changes');
    expect(box('Purchase for Ravi Menon').checked).toBe(true);
  });

  it('keeps the changes and shows the server’s reason when the save is refused', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    const message = 'Every organisation needs an active administrator.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === 'PUT'
          ? json(409, { error: { code: 'CONFLICT', message } })
          : json(200, matrix([ravi])),
      ),
    );
    await open();

    await click(box('E-POI for Ravi Menon'));
    await click(byRole('button', 'Save changes'));
    await settle();
    expect(error).toHaveBeenCalledWith(message);
    expect(count()).toBe('1 unsaved change');
    expect(box('E-POI for Ravi Menon').checked).toBe(false);
  });

  it('resets a row to its role defaults, and discards everything', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, matrix([ravi]))),
    );
    await open();

    await click(box('E-Form16 for Ravi Menon'));
    await click(byRole('button', 'Reset to role defaults for Ravi Menon'));
    expect(box('Smart TDS for Ravi Menon').checked).toBe(true);
    expect(box('E-Form16 for Ravi Menon').checked).toBe(true);
    expect(count()).toBe('1 unsaved change');
    expect(
      byRole('button', 'Reset to role defaults for Ravi Menon').getAttribute('aria-disabled'),
    ).toBe('true');

    await click(byRole('button', 'Discard'));
    expect(box('Smart TDS for Ravi Menon').checked).toBe(false);
    expect(count()).toBe('No unsaved changes');
  });

  it('asks before moving to another page with unsaved changes', async () => {
    const fetch = vi.fn(async () => json(200, matrix([ravi], 60)));
    vi.stubGlobal('fetch', fetch);
    await open();
    await click(box('E-POI for Ravi Menon'));

    const nextPage = screen.container.querySelector('nav a') as HTMLElement;
    nextPage.focus();
    await click(nextPage);
    await settle();
    expect(accessibleName(dialog() as Element)).toBe('Discard unsaved changes?');
    expect(dialog()?.textContent).toContain('You have 1 unsaved change to access.');
    expect(document.activeElement?.textContent).toBe('Keep editing');

    await click(byRole('button', 'Keep editing'));
    await settle();
    expect(location()).toBe('');
    expect(count()).toBe('1 unsaved change');
    // The question had no button of its own: focus goes back to the link that was held back.
    expect(document.activeElement).toBe(nextPage);

    await click(screen.container.querySelector('nav a') as HTMLElement);
    await settle();
    await click(byRole('button', 'Discard changes'));
    await settle();
    expect(location()).toBe('?page=2');
    expect(count()).toBe('No unsaved changes');
    expect(requests(fetch).at(-1)).toBe('GET /api/Details/AccessControl?page=2');
  });

  it('puts a search that was turned down back out of the box', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, matrix([ravi]))),
    );
    await open('/user-management/access-control?search=Ravi');
    await click(box('E-POI for Ravi Menon'));

    const search = document.getElementById('access-search') as HTMLInputElement;
    await act(async () => fill(search, 'Asha'));
    await settle(350);
    expect(dialog()).not.toBeNull();
    await click(byRole('button', 'Keep editing'));
    await settle();
    expect(location()).toBe('?search=Ravi');
    expect(search.value).toBe('Ravi');
    expect(count()).toBe('1 unsaved change');
  });
});
