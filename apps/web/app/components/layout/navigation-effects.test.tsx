import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, Outlet, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NavigationEffects } from './navigation-effects';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A page with its heading (none on `/sitemap`, to stand for a page without one) and a control. */
function Screen() {
  const { route } = useParams();
  return (
    <>
      {route === 'sitemap' ? null : <h1>Page {route}</h1>}
      <button type="button">Filter {route}</button>
    </>
  );
}

/** The shell's frame: `<main>` around the page, and the effects under test. */
function Shell() {
  return (
    <>
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <NavigationEffects />
    </>
  );
}

let root: Root | undefined;

async function open(address: string) {
  const router = createMemoryRouter(
    [{ element: <Shell />, children: [{ path: ':route', element: <Screen /> }] }],
    { initialEntries: [address] },
  );
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root?.render(<RouterProvider router={router} />));
  const go = (to: string) => act(async () => void (await router.navigate(to)));
  return { router, go };
}

const focused = () => document.activeElement;
const heading = () => document.querySelector('h1');
const filterButton = () => document.querySelector('button') as HTMLButtonElement;

afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
});

describe('focus after a change of page', () => {
  it('leaves focus alone on the first load', async () => {
    await open('/home');
    expect(focused()).toBe(document.body);
  });

  it('moves focus to the new page’s heading, made focusable but kept out of the Tab order', async () => {
    const { go } = await open('/home');
    filterButton().focus();
    await go('/about');
    expect(focused()).toBe(heading());
    expect(heading()?.textContent).toBe('Page about');
    expect(heading()?.getAttribute('tabindex')).toBe('-1');
  });

  it('moves focus to the main landmark on a page without a heading', async () => {
    const { go } = await open('/home');
    await go('/sitemap');
    expect(focused()).toBe(document.getElementById('main-content'));
  });

  it('keeps focus where it is when only the query or the hash changes', async () => {
    const { go } = await open('/careers');
    filterButton().focus();
    await go('/careers?page=2');
    expect(focused()).toBe(filterButton());
    await go('/careers?page=2#openings');
    expect(focused()).toBe(filterButton());
  });

  it('leaves focus in an open dialog', async () => {
    const { go } = await open('/home');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const close = document.createElement('button');
    dialog.append(close);
    document.body.append(dialog);
    close.focus();
    await go('/about');
    expect(focused()).toBe(close);
  });
});
