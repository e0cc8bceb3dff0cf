import { backOfficeHomeApi } from '@prakar/shared/api/back-office-home';
import { STAFF_PERMISSION } from '@prakar/shared/permissions';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, recordRequests, setupApiServer } from '#tests/component/api-server.ts';
import { renderRoutes } from '#tests/component/render.tsx';
import { signInWith } from '#tests/component/session.ts';
import BackOfficeLayout from './layout';

const api = setupApiServer(answer(backOfficeHomeApi.workWaiting, { queues: [] }));
const requests = recordRequests(api);

/** Every back-office screen sits under the layout; this one says only that it was drawn. */
const open = (address: string) =>
  renderRoutes(
    [
      {
        element: <BackOfficeLayout />,
        children: [
          { path: '/back-office/leads', element: <p>The leads screen</p> },
          { path: '/catalogue', element: <p>The catalogue screen</p> },
        ],
      },
    ],
    [address],
  );

describe('the back office’s layout', () => {
  for (const address of ['/back-office/leads', '/catalogue']) {
    it(`tells a customer at ${address} that it is for the firm’s staff, without asking the server`, () => {
      signInWith(['manage:users:org', 'purchase:org']);
      open(address);
      expect(screen.getByText('The back office is for the firm’s staff.')).toBeDefined();
      expect(screen.queryByText(/screen$/)).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
      expect(requests).toEqual([]);
    });
  }

  it('gives the staff the workspace with the screen in it', async () => {
    signInWith([STAFF_PERMISSION]);
    open('/back-office/leads');
    expect(screen.getByText('The leads screen')).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeDefined();
    expect(screen.getByRole('main').textContent).toContain('The leads screen');
  });
});
