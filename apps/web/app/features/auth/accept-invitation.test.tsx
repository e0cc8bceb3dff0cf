import { invitationsApi } from '@prakar/shared/api/invitations';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getSessionSnapshot } from '#app/lib/session/session-store.ts';
import {
  answer,
  onEndpoint,
  recordRequests,
  refuse,
  setupApiServer,
} from '#tests/component/api-server.ts';
import { EMPTY_SAVED_CART } from '#tests/component/cart-test-data.ts';
import { renderRoutes } from '#tests/component/render.tsx';
import { AcceptInvitationPanel } from './accept-invitation';

const api = setupApiServer(
  // Signing in reads the new member's saved cart, as every sign-in does.
  EMPTY_SAVED_CART,
  answer(invitationsApi.details, {
    email: 'meera@example.in',
    invitedBy: 'Asha Kulkarni',
    organisationName: 'Kulkarni Textiles',
    role: 'org_admin',
    expiresAt: '2026-11-30T08:35:09.000Z',
  }),
);
const requests = recordRequests(api);

const open = () =>
  renderRoutes(
    [
      { path: '/sign-up', element: <AcceptInvitationPanel token="code 1/2" /> },
      { path: '/product-dashboard', element: <h1>My Apps</h1> },
      { path: '/back-office', element: <h1>Back office</h1> },
    ],
    ['/sign-up?invite=code'],
  );

/** Fills in the form as the invited person and joins. */
async function join(user: ReturnType<typeof open>['user'], name: string) {
  await user.type(screen.getByRole('textbox', { name: /Your name/ }), name);
  await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '9820012345');
  await user.type(screen.getByLabelText(/^Password/), 'a long passphrase');
  await user.type(screen.getByLabelText(/^Confirm password/), 'a long passphrase');
  await user.click(screen.getByRole('button', { name: 'Join Kulkarni Textiles' }));
}

describe('AcceptInvitationPanel', () => {
  it('says who invited the address where, then joins with a name and password, signed in', async () => {
    let sent: unknown;
    api.use(
      onEndpoint(invitationsApi.accept, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          message: 'Welcome aboard: your account is ready, and you are signed in.',
          email: 'meera@example.in',
          user: { UserId: 31, RoleId: 2, IsAdmin: true, Name: 'Meera Iyer' },
        });
      }),
    );
    const { user, location } = open();

    expect(screen.getByRole('status').textContent).toBe('Checking your invitation…');
    await screen.findByRole('button', { name: 'Join Kulkarni Textiles' });
    expect(document.body.textContent).toContain(
      'Asha Kulkarni has invited you. You are joining Kulkarni Textiles as administrator, with the address meera@example.in.',
    );
    expect(requests).toEqual(['GET /api/Authentication/Invitation?token=code+1%2F2']);

    await join(user, 'Meera Iyer');

    // Signed in, as a confirmed sign-up is: on to My Apps, with no second sign-in.
    expect(await screen.findByRole('heading', { name: 'My Apps' })).toBeDefined();
    expect(location().pathname).toBe('/product-dashboard');
    expect(getSessionSnapshot()?.Name).toBe('Meera Iyer');
    expect(sent).toEqual({
      token: 'code 1/2',
      name: 'Meera Iyer',
      mobile: '9820012345',
      password: 'a long passphrase',
      confirmPassword: 'a long passphrase',
    });
    // The invitation it used up is not read again.
    expect(requests).toEqual([
      'GET /api/Authentication/Invitation?token=code+1%2F2',
      'POST /api/Authentication/AcceptInvitation',
      'GET /api/Transactions/UserCart/getusercart/31',
    ]);
  });

  it('takes a new member of the firm’s staff to the back office', async () => {
    api.use(
      onEndpoint(invitationsApi.accept, () =>
        HttpResponse.json({
          message: 'Welcome aboard: your account is ready, and you are signed in.',
          email: 'kavita@prakartax.in',
          user: { UserId: 32, RoleId: 1, IsAdmin: true, Name: 'Kavita Rao' },
        }),
      ),
    );
    const { user, location } = open();
    await screen.findByRole('button', { name: 'Join Kulkarni Textiles' });
    await join(user, 'Kavita Rao');

    expect(await screen.findByRole('heading', { name: 'Back office' })).toBeDefined();
    expect(location().pathname).toBe('/back-office');
  });

  it('says plainly when the link no longer works', async () => {
    const message = 'This invitation has expired. Ask for a new one.';
    api.use(refuse(invitationsApi.details, 410, 'GONE', message));
    open();

    expect(await screen.findByText(message)).toBeDefined();
    expect(screen.getByRole('link', { name: 'sign in' })).toBeDefined();
    expect(screen.queryByRole('button')).toBeNull();
    expect(requests).toHaveLength(1);
  });
});
