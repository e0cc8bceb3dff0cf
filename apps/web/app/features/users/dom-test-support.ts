import { QueryClientProvider } from '@tanstack/react-query';
import { act, createElement, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { createQueryClient } from '#app/lib/query-client.ts';

/** Helpers for the component tests of user management: a routed screen, a stubbed API. */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// happy-dom lacks `select.size`, which react-hook-form reads to tell a select the visitor changed
// before the form was ready from one it should set to its default value; browsers say 0.
if (!('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size') ?? 0);
    },
  });
}

export const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** Lets pending requests answer and React finish, waiting `ms` first (for a debounce). */
export async function settle(ms = 0) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

/** Sets a field's value the way typing does, so React's change handler runs. */
export function fill(element: HTMLInputElement | HTMLSelectElement, value: string) {
  const prototype = Object.getPrototypeOf(element) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
  const kind = element instanceof HTMLSelectElement ? 'change' : 'input';
  element.dispatchEvent(new Event(kind, { bubbles: true }));
}

/** Text as a screen reader gets it: without what is hidden from it. */
export function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent?.trim() ?? '';
}

/** An element's accessible name, from `aria-label`, `aria-labelledby` or its own text. */
export function accessibleName(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    return labelledBy
      .split(' ')
      .map((id) => spokenText(document.getElementById(id) ?? document.createElement('i')))
      .join(' ');
  }
  return element.getAttribute('aria-label') ?? spokenText(element);
}

/** The element of that role and accessible name, anywhere in the page (dialogs too). */
export function byRole<T extends HTMLElement>(role: string, name: string): T {
  const native: Record<string, string> = { button: 'button', checkbox: 'input[type="checkbox"]' };
  const selector = native[role] ?? `[role="${role}"]`;
  const found = Array.from(document.querySelectorAll<T>(selector)).find(
    (element) => accessibleName(element) === name,
  );
  if (!found) throw new Error(`No ${role} named "${name}"`);
  return found;
}

/** Calls made to the API, as "METHOD path" lines. */
export function requests(fetch: { mock: { calls: unknown[][] } }): string[] {
  return fetch.mock.calls.map((call) => {
    const init = call[1] as RequestInit | undefined;
    return `${init?.method ?? 'GET'} ${String(call[0])}`;
  });
}

export interface Screen {
  router: ReturnType<typeof createMemoryRouter>;
  container: HTMLElement;
  root: Root;
}

/** Renders `routes` with `addresses` as the history so far, the last one open. */
export async function openRoutes(routes: RouteObject[], addresses: string[]) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const router = createMemoryRouter(routes, { initialEntries: addresses });
  const client = createQueryClient();
  await act(async () =>
    root.render(
      createElement(QueryClientProvider, { client }, createElement(RouterProvider, { router })),
    ),
  );
  await settle();
  return { router, container, root } satisfies Screen;
}

/** Renders `element` as the route at `path`, opened at `address`. */
export function openScreen(path: string, element: ReactElement, address: string) {
  return openRoutes([{ path, element }], [address]);
}

export function closeScreen({ root, container }: Screen) {
  act(() => root.unmount());
  container.remove();
}
