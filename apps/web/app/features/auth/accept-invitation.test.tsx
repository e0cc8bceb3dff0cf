import { invitationsApi } from '@prakar/shared/api/invitations';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  answer,
  onEndpoint,
  recordRequests,
  refuse,
  setupApiServer,
} from '#tests/component/api-server.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { AcceptInvitationPanel } from './accept-invitation';

const api = setupApiServer(
  answer(invitationsApi.details, {
    email: 'meera@example.in',
    organisationName: 'Kulkarni Textiles',
    role: 'org_admin',
    expiresAt: '2026-11-30T08:35:09.000Z',
  }),
);
const requests = recordRequests(api);

const open = () =>
  renderScreen('/sign-up', <AcceptInvitationPanel token="code 1/2" />, '/sign-up?invite=code');

describe('AcceptInvitationPanel', () => {
  it('says who invited the address where, then joins with a name and password', async () => {
    let sent: unknown;
    api.use(
      onEndpoint(invitationsApi.accept, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          message: 'You have joined. Sign in.',
          email: 'meera@example.in',
        });
      }),
    );
    const { user } = open();

    expect(screen.getByRole('status').textContent).toBe('Checking your invitation…');
    const join = await screen.findByRole('button', { name: 'Join Kulkarni Textiles' });
    expect(document.body.textContent).toContain(
      'You are joining Kulkarni Textiles as administrator, with the address meera@example.in.',
    );
    expect(requests).toEqual(['GET /api/Authentication/Invitation?token=code+1%2F2']);

    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Meera Iyer');
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '9820012345');
    await user.type(screen.getByLabelText(/^Password/), 'a long passphrase');
    await user.type(screen.getByLabelText(/^Confirm password/), 'a long passphrase');
    await user.click(join);

    expect(await screen.findByText('You have joined. Sign in.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeDefined();
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
    ]);
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
