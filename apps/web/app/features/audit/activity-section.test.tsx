import type { AuditEvent, AuditList } from '@prakar/shared/audit';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUser } from '#app/features/session/session-store.ts';
import { ActivitySection } from './activity-section';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;
let router: ReturnType<typeof createMemoryRouter>;

const event = (index: number): AuditEvent => ({
  id: `event-${index}`,
  at: '2026-11-23T08:35:09.000Z',
  action: 'profile_updated',
  actor: { id: 7, name: 'Asha Kulkarni', email: 'asha@example.in' },
  targetType: 'user',
  targetId: '7',
  targetLabel: 'Asha Kulkarni',
  ip: '10.1.2.3',
  before: { user: { name: 'Asha' } },
  after: { user: { name: 'Asha Kulkarni' } },
});

const page = (total: number, count: number, pageNumber = 1): AuditList => ({
  events: Array.from({ length: count }, (_, index) => event(index)),
  total,
  page: pageNumber,
  pageSize: 25,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function open(address: string) {
  router = createMemoryRouter([{ path: '/user-management', element: <ActivitySection /> }], {
    initialEntries: [address],
  });
  await act(async () => root.render(<RouterProvider router={router} />));
  await settle();
}

const byId = <T extends HTMLElement>(id: string) => container.querySelector<T>(`#${id}`) as T;
const status = () => container.querySelector('[role="status"]')?.textContent;
const button = (name: string) =>
  Array.from(container.querySelectorAll('button')).find(
    (element) => element.textContent === name,
  ) as HTMLButtonElement;
const requested = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map((call) => String(call[0]));

/** Sets a field's value the way typing does, so React's change handler runs. */
function fill(element: HTMLInputElement | HTMLSelectElement, value: string) {
  const prototype = Object.getPrototypeOf(element) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
  const kind = element instanceof HTMLSelectElement ? 'change' : 'input';
  element.dispatchEvent(new Event(kind, { bubbles: true }));
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setUser(null);
});

describe('ActivitySection', () => {
  it('loads the page the address names and shows the events, the range and the page links', async () => {
    const fetch = vi.fn(async () => json(200, page(60, 25, 2)));
    vi.stubGlobal('fetch', fetch);
    await open('/user-management?action=profile_updated&page=2');

    expect(requested(fetch)).toEqual(['/api/Details/Audit?action=profile_updated&page=2']);
    expect(status()).toBe('Showing 26–50 of 60');
    expect(byId<HTMLSelectElement>('audit-action').value).toBe('profile_updated');
    const rows = container.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(25);
    const cells = Array.from(rows[0]?.children ?? []).map((cell) => cell.textContent);
    expect(cells).toEqual([
      '23 November 2026, 2:05 pm IST',
      'Profile updated',
      'Asha Kulkarniasha@example.in',
      'Asha Kulkarni',
      '10.1.2.3',
      'User name: Asha → Asha Kulkarni',
    ]);
    const links = Array.from(container.querySelectorAll('nav a')).map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Previous', '/user-management?action=profile_updated'],
      ['Next', '/user-management?action=profile_updated&page=3'],
    ]);
    expect(container.querySelector('table caption')?.textContent).toBe('Activity, newest first');
  });

  it('puts applied filters in the address, back on the first page, and loads them', async () => {
    const fetch = vi.fn(async () => json(200, page(1, 1)));
    vi.stubGlobal('fetch', fetch);
    await open('/user-management?page=3');

    await act(async () => {
      fill(byId<HTMLInputElement>('audit-user'), 'Ravi');
      fill(byId<HTMLInputElement>('audit-from'), '2026-04-01');
    });
    await act(async () => button('Apply filters').click());
    await settle();

    expect(router.state.location.search).toBe('?user=Ravi&from=2026-04-01');
    expect(requested(fetch).at(-1)).toBe('/api/Details/Audit?user=Ravi&from=2026-04-01');
    expect(button('Clear filters')).toBeDefined();
  });

  it('refuses a range that ends before it starts, next to the field, without loading', async () => {
    const fetch = vi.fn(async () => json(200, page(1, 1)));
    vi.stubGlobal('fetch', fetch);
    await open('/user-management');

    await act(async () => {
      fill(byId<HTMLInputElement>('audit-from'), '2026-05-01');
      fill(byId<HTMLInputElement>('audit-to'), '2026-04-01');
    });
    await act(async () => button('Apply filters').click());

    expect(byId('audit-to-error').textContent).toBe('The end date is before the start date.');
    expect(byId('audit-to').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement?.id).toBe('audit-to');
    expect(router.state.location.search).toBe('');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says so when nothing matches, with no table or pages', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, page(0, 0))),
    );
    await open('/user-management?action=user_invited');

    expect(status()).toBe('No activity matches these filters.');
    expect(container.querySelector('table')).toBeNull();
    expect(container.querySelector('nav')).toBeNull();
  });

  it('offers to try again after a failure', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Down' } }))
      .mockResolvedValueOnce(json(200, page(1, 1)));
    vi.stubGlobal('fetch', fetch);
    await open('/user-management');

    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      'We could not load the activity.',
    );
    await act(async () => button('Try again').click());
    await settle();
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(status()).toBe('Showing 1–1 of 1');
  });

  it('lets a platform administrator choose an organisation, and nobody else', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.includes('/Organisations')
        ? json(200, { organisations: [{ id: 'org-1', name: 'Kulkarni Textiles' }] })
        : json(200, page(1, 1)),
    );
    vi.stubGlobal('fetch', fetch);
    const user = { UserId: 1, Name: 'Platform administrator', IsProfileDataSaved: 'Yes' };
    setUser({ ...user, RoleId: 2, IsAdmin: true });
    await open('/user-management');
    expect(byId('audit-organisation')).toBeNull();
    act(() => root.unmount());
    root = createRoot(container);

    setUser({ ...user, RoleId: 1, IsAdmin: true });
    await open('/user-management?organisationId=org-1');
    const select = byId<HTMLSelectElement>('audit-organisation');
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual([
      'All organisations',
      'Kulkarni Textiles',
    ]);
    expect(select.value).toBe('org-1');
    expect(requested(fetch)).toContain('/api/Details/Audit?organisationId=org-1');
  });

  it('downloads the export with the same filters and no paging', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.includes('/Export')
        ? new Response('Time (IST)\r\n', {
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': 'attachment; filename="audit-trail-2026-11-23.csv"',
            },
          })
        : json(200, page(30, 5, 2)),
    );
    vi.stubGlobal('fetch', fetch);
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:audit');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    await open('/user-management?action=sign_in&page=2&pageSize=10');

    await act(async () => button('Download CSV').click());
    await settle();

    expect(requested(fetch).at(-1)).toBe('/api/Details/Audit/Export?action=sign_in');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });
});
