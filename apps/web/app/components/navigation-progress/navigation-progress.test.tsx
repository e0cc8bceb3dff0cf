import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavigationProgress, PROGRESS_DELAY_MS, useNavigationPending } from './navigation-progress';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
});

function Shell() {
  const pending = useNavigationPending();
  return (
    <>
      <NavigationProgress />
      <main aria-busy={pending || undefined}>
        <Outlet />
      </main>
    </>
  );
}

/** Opens /home; /slow waits for its loader until the test lets it finish. */
async function open() {
  let finish = () => {};
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: 'home', element: <h1>Home</h1> },
          {
            path: 'slow',
            loader: () => new Promise<null>((resolve) => (finish = () => resolve(null))),
            element: <h1>Slow</h1>,
          },
          { path: 'quick', loader: () => null, element: <h1>Quick</h1> },
        ],
      },
    ],
    { initialEntries: ['/home'] },
  );
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => root?.render(<RouterProvider router={router} />));
  return { router, finish: () => finish() };
}

const bar = () => document.querySelector('[data-testid="navigation-progress"]');
const main = () => document.querySelector('main') as HTMLElement;

describe('NavigationProgress', () => {
  it('shows the bar only once a change of page has taken the delay, and hides it after', async () => {
    vi.useFakeTimers();
    const { router, finish } = await open();
    act(() => void router.navigate('/slow'));
    expect(main().getAttribute('aria-busy')).toBe('true');
    await act(async () => vi.advanceTimersByTime(PROGRESS_DELAY_MS - 20));
    expect(bar()).toBeNull();
    await act(async () => vi.advanceTimersByTime(40));
    expect(bar()?.getAttribute('aria-hidden')).toBe('true');

    await act(async () => finish());
    expect(document.querySelector('h1')?.textContent).toBe('Slow');
    expect(bar()).toBeNull();
    expect(main().hasAttribute('aria-busy')).toBe(false);
  });

  it('never shows the bar for a quick change of page', async () => {
    vi.useFakeTimers();
    const { router } = await open();
    await act(async () => router.navigate('/quick'));
    await act(async () => vi.advanceTimersByTime(PROGRESS_DELAY_MS * 2));
    expect(document.querySelector('h1')?.textContent).toBe('Quick');
    expect(bar()).toBeNull();
  });
});
