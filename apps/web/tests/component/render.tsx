import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { createQueryClient } from '#app/lib/query-client.ts';

/**
 * Renders `routes` with `addresses` as the history so far, the last one open, inside a cache of
 * its own. Returns Testing Library's queries, a `user` to type and click with, the router (to
 * read where the screen went) and the cache.
 */
export function renderRoutes(routes: RouteObject[], addresses: string[]) {
  const router = createMemoryRouter(routes, { initialEntries: addresses });
  const client = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, user, router, client, location: () => router.state.location };
}

/** Renders `element` as the route at `path`, opened at `address` (default: `path`). */
export function renderScreen(path: string, element: ReactElement, address = path) {
  return renderRoutes([{ path, element }], [address]);
}
