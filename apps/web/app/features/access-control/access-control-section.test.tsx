import { accessControlApi } from '@prakar/shared/api/access-control';
import { auditApi } from '@prakar/shared/api/audit';
import { ACCESS_ITEMS, effectiveAccess } from '@prakar/shared/permissions';
import type { AccessMatrix, AccessRow } from '@prakar/shared/users';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import { apiQueryKey } from '#app/lib/api-query-key.ts';
import {
  answer,
  onEndpoint,
  recordRequests,
  refuse,
  setupApiServer,
} from '#tests/component/api-server.ts';
import { paging } from '#tests/component/paging-data.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { AccessControlSection } from './access-control-section';

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
  ...paging(total, { nextCursor: total > users.length ? 'c2' : null }),
});

const api = setupApiServer(answer(accessControlApi.matrix, matrix([ravi])));
const requests = recordRequests(api);

const open = (address = '/user-management/access-control') =>
  renderScreen('/user-management/access-control', <AccessControlSection />, address);

/** Text as a screen reader gets it: without what is hidden from it. */
function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent?.trim() ?? '';
}

const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const findBox = (name: string) => screen.findByRole<HTMLInputElement>('checkbox', { name });
const describedAs = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
/** The save bar's count of unsaved changes. */
const count = () => document.querySelector('[aria-live="polite"]')?.textContent;

describe('AccessControlSection', () => {
  it('shows a box per app and power, named for both, marking what differs from the role', async () => {
    api.use(answer(accessControlApi.matrix, matrix([me, ravi, firm])));
    open();

    const smartTds = await findBox('Smart TDS for Ravi Menon');
    expect(screen.getAllByRole('columnheader').map(spokenText)).toEqual([
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
      'Advisory matters',
    ]);
    expect(smartTds.checked).toBe(false);
    expect(describedAs(smartTds)).toBe(", changed from the role's default");
    expect(box('E-POI for Ravi Menon').checked).toBe(true);
    expect(box('E-POI for Ravi Menon').hasAttribute('aria-describedby')).toBe(false);

    // Your own row and the firm's staff can be read, not changed.
    expect(screen.queryByRole('checkbox', { name: 'E-POI for Asha Kulkarni' })).toBeNull();
    const [mine, , staff] = screen.getAllByRole<HTMLTableRowElement>('row').slice(2);
    expect(spokenText(mine?.lastElementChild as Element)).toBe(
      'You cannot change your own access.',
    );
    expect(spokenText(staff?.lastElementChild as Element)).toBe(
      'Platform administrators have full access.',
    );
    expect(spokenText(mine?.cells[1] as Element)).toBe('Yes');
    expect(count()).toBe('No unsaved changes');
  });

  it('keeps changes until saved, sends them at once, then reloads', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    let sent: unknown;
    api.use(
      onEndpoint(accessControlApi.save, async ({ request }) => {
        sent = await request.json();
        const saved = {
          ...ravi,
          access: { ...ravi.access, SMART_TDS: true, 'purchase:org': true },
        };
        api.use(answer(accessControlApi.matrix, matrix([saved])));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = open();

    await user.click(await findBox('Smart TDS for Ravi Menon'));
    await user.click(box('Purchase for Ravi Menon'));
    expect(count()).toBe('2 unsaved changes');
    expect(describedAs(box('Purchase for Ravi Menon'))).toBe(
      ", changed from the role's default, not saved yet",
    );

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Access saved'));
    expect(sent).toEqual({
      changes: [
        { userId: 12, item: 'SMART_TDS', allowed: true },
        { userId: 12, item: 'purchase:org', allowed: true },
      ],
    });
    expect(requests).toEqual([
      'GET /api/Details/AccessControl',
      'PUT /api/Details/AccessControl',
      'GET /api/Details/AccessControl',
    ]);
    expect(count()).toBe('No unsaved changes');
    expect(box('Purchase for Ravi Menon').checked).toBe(true);
  });

  it('refreshes the audit trail once the access is saved', async () => {
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    api.use(onEndpoint(accessControlApi.save, () => new HttpResponse(null, { status: 204 })));
    const { user, client } = open();
    const trailKey = apiQueryKey(auditApi.list, { query: {} });
    client.setQueryData(trailKey, { events: [], total: 0, page: 1, pageSize: 25 });

    await user.click(await findBox('E-POI for Ravi Menon'));
    expect(client.getQueryState(trailKey)?.isInvalidated).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(client.getQueryState(trailKey)?.isInvalidated).toBe(true));
  });

  it('keeps the changes and shows the server’s reason when the save is refused', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    const message = 'Every organisation needs an active administrator.';
    api.use(refuse(accessControlApi.save, 409, 'CONFLICT', message));
    const { user } = open();

    await user.click(await findBox('E-POI for Ravi Menon'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(message));
    expect(count()).toBe('1 unsaved change');
    expect(box('E-POI for Ravi Menon').checked).toBe(false);
  });

  it('resets a row to its role defaults, and discards everything', async () => {
    const { user } = open();

    await user.click(await findBox('E-Form16 for Ravi Menon'));
    const reset = screen.getByRole('button', { name: 'Reset to role defaults for Ravi Menon' });
    await user.click(reset);
    expect(box('Smart TDS for Ravi Menon').checked).toBe(true);
    expect(box('E-Form16 for Ravi Menon').checked).toBe(true);
    expect(count()).toBe('1 unsaved change');
    expect(reset.getAttribute('aria-disabled')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(box('Smart TDS for Ravi Menon').checked).toBe(false);
    expect(count()).toBe('No unsaved changes');
  });

  it('asks before moving to another page with unsaved changes', async () => {
    api.use(answer(accessControlApi.matrix, matrix([ravi], 60)));
    const { user, location } = open();
    await user.click(await findBox('E-POI for Ravi Menon'));

    const pages = screen.getByRole('navigation', { name: 'Access pages' });
    const nextPage = within(pages).getByRole('button', { name: 'Next page' });
    await user.click(nextPage);
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    expect(dialog.textContent).toContain('You have 1 unsaved change to access.');
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Keep editing' }),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(location().search).toBe('');
    expect(count()).toBe('1 unsaved change');
    // The question had no button of its own: focus goes back to the button that was held back.
    expect(document.activeElement).toBe(nextPage);

    await user.click(nextPage);
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await vi.waitFor(() => expect(location().search).toBe('?cursor=c2&page=2'));
    expect(count()).toBe('No unsaved changes');
    await vi.waitFor(() =>
      expect(requests.at(-1)).toBe('GET /api/Details/AccessControl?cursor=c2&page=2'),
    );
  });

  it('puts a search that was turned down back out of the box', async () => {
    const { user, location } = open('/user-management/access-control?search=Ravi');
    await user.click(await findBox('E-POI for Ravi Menon'));

    const search = screen.getByRole<HTMLInputElement>('searchbox', {
      name: 'Search by name or e-mail',
    });
    await user.clear(search);
    await user.type(search, 'Asha');
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await vi.waitFor(() => expect(search.value).toBe('Ravi'));
    expect(location().search).toBe('?search=Ravi');
    expect(count()).toBe('1 unsaved change');
  });
});
