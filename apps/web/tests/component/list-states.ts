import type { Endpoint, EndpointResult } from '@prakar/shared/api/endpoint';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, type JsonBodyType } from 'msw';
import type { setupServer } from 'msw/node';
import { expect, it } from 'vitest';
import { answer, onEndpoint, refuse } from './api-server.ts';
import { signInWith } from './session.ts';

interface ListScreen<E extends Endpoint> {
  api: ReturnType<typeof setupServer>;
  /** The list's endpoint, and a page of it the screen shows as a table. */
  endpoint: E;
  page: EndpointResult<E>;
  /** What the list is of, as its messages say it: "matters", "messages". */
  noun: string;
  open: () => { user: UserEvent };
  table: () => Promise<HTMLElement>;
}

/** The tests of a staff list's waiting and failing, the same on every list. */
export function itWaitsAndRetries<E extends Endpoint>({
  api,
  endpoint,
  page,
  noun,
  open,
  table,
}: ListScreen<E>) {
  it('says it is loading until the list arrives', async () => {
    signInWith(['manage:all:platform']);
    let release = () => {};
    api.use(
      onEndpoint(endpoint, async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json(page as JsonBodyType);
      }),
    );
    open();
    expect((await screen.findByRole('status')).textContent).toBe(`Loading ${noun}…`);
    release();
    await table();
  });

  it('offers to try again when the list cannot be read', async () => {
    signInWith(['manage:all:platform']);
    api.use(refuse(endpoint, 500, 'INTERNAL', 'Something went wrong.'));
    const { user } = open();
    expect((await screen.findByRole('alert')).textContent).toContain(
      `We could not load the ${noun}.`,
    );
    api.use(answer(endpoint, page));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await table();
  });
}
