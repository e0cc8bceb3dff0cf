import { accountsApi } from '@prakar/shared/api/accounts';
import { twoFactorApi } from '@prakar/shared/api/two-factor';
import { SIGN_IN_CODE_MESSAGE, WRONG_CODE_MESSAGE } from '@prakar/shared/two-factor';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { encodeReturnUrl } from '#app/lib/return-url.ts';
import { getSessionSnapshot } from '#app/lib/session/session-store.ts';
import LoginPage from '#app/routes/auth/login.tsx';
import {
  answer,
  onEndpoint,
  recordRequests,
  refuse,
  setupApiServer,
} from '#tests/component/api-server.ts';
import { EMPTY_SAVED_CART } from '#tests/component/cart-test-data.ts';
import { renderRoutes } from '#tests/component/render.tsx';
import { sessionUser } from '#tests/component/session.ts';

const asha = sessionUser({ IsProfileDataSaved: 'Yes' });
const kavita = sessionUser({
  UserId: 1,
  RoleId: 1,
  Name: 'Kavita Rao',
  Email: 'kavita@prakartax.in',
  IsProfileDataSaved: 'Yes',
  Permissions: ['manage:all:platform'],
});
const TOKEN = 'pending-sign-in-token';
const EXPIRED = 'Your sign-in has timed out. Please enter your e-mail address and password again.';

const api = setupApiServer(
  answer(accountsApi.login, {
    secondStep: { token: TOKEN, expiresAt: '2026-01-10T04:35:00.000Z', methods: ['app'] },
  }),
  EMPTY_SAVED_CART,
);
const requests = recordRequests(api);

/** The second step answers `user` for `rightCode`, and a wrong code next to the field else. */
function secondStepAnswers(rightCode: string, user = asha) {
  const sent: unknown[] = [];
  api.use(
    onEndpoint(twoFactorApi.secondStep, async ({ request }) => {
      const body = (await request.json()) as { token: string; code: string };
      sent.push(body);
      if (body.code === rightCode) return HttpResponse.json({ user });
      return HttpResponse.json(
        {
          error: {
            code: 'WRONG_CODE',
            message: WRONG_CODE_MESSAGE,
            fields: { code: WRONG_CODE_MESSAGE },
          },
        },
        { status: 401 },
      );
    }),
  );
  return sent;
}

function openLogin(query = '') {
  const page = (name: string) => <h1>{name}</h1>;
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/product-dashboard', element: page('My Apps') },
      { path: '/back-office', element: page('Back office') },
      { path: '/orders', element: page('Orders') },
    ],
    [`/login${query}`],
  );
}

async function givePassword(user: ReturnType<typeof openLogin>['user'], email = asha.Email) {
  await user.type(await screen.findByLabelText(/^E-mail address/), email);
  await user.type(screen.getByLabelText(/^Password/), 'a-Strong-passw0rd');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('the second step of a sign-in', () => {
  it('asks for the authenticator’s code after the password, then goes on to the page that sent the user', async () => {
    const sent = secondStepAnswers('123456');
    const { user, location } = openLogin(`?returnUrl=${encodeReturnUrl('/orders?page=2')}`);
    await givePassword(user);

    const field = await screen.findByLabelText(/^Code from your authenticator app/);
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(getSessionSnapshot()).toBeNull();

    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(WRONG_CODE_MESSAGE)).toBeDefined();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(getSessionSnapshot()).toBeNull();

    await user.clear(field);
    await user.type(field, '123 456');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeDefined();
    expect(location().search).toBe('?page=2');
    expect(getSessionSnapshot()).toMatchObject({ UserId: 7 });
    expect(sent).toEqual([
      { token: TOKEN, code: '654321' },
      { token: TOKEN, code: '123456' },
    ]);
  });

  it('takes a recovery code instead, and sends the firm’s staff to the back office', async () => {
    const sent = secondStepAnswers('k7m2p9x4qa', kavita);
    const { user, location } = openLogin();
    await givePassword(user, kavita.Email);

    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    const field = screen.getByLabelText(/^Recovery code/);
    expect(document.activeElement).toBe(field);
    await user.type(field, 'k7m');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(SIGN_IN_CODE_MESSAGE)).toBeDefined();
    expect(sent).toEqual([]);

    await user.clear(field);
    await user.type(field, 'K7M2P-9X4QA');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Back office' })).toBeDefined();
    expect(location().pathname).toBe('/back-office');
    expect(sent).toEqual([{ token: TOKEN, code: 'k7m2p9x4qa' }]);
  });

  it('goes back to the password, with the reason, when the pending sign-in has ended', async () => {
    api.use(refuse(twoFactorApi.secondStep, 401, 'SECOND_STEP_EXPIRED', EXPIRED));
    const { user } = openLogin();
    await givePassword(user);
    await user.type(await screen.findByLabelText(/^Code from your authenticator app/), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect((await screen.findByRole('alert')).textContent).toBe(EXPIRED);
    const password = screen.getByLabelText<HTMLInputElement>(/^Password/);
    expect(password.value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(screen.getByLabelText<HTMLInputElement>(/^E-mail address/).value).toBe(asha.Email);
    expect(screen.queryByLabelText(/^Code from your authenticator app/)).toBeNull();
  });

  it('says when the account is locked, and lets the user start again with the password', async () => {
    const locked = 'Too many failed sign-ins for this account. Please try again in 15 minutes.';
    api.use(refuse(twoFactorApi.secondStep, 429, 'RATE_LIMITED', locked));
    const { user } = openLogin();
    await givePassword(user);
    await user.type(await screen.findByLabelText(/^Code from your authenticator app/), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe(locked);

    await user.click(screen.getByRole('button', { name: 'Start again with your password' }));
    expect(document.activeElement).toBe(screen.getByLabelText(/^Password/));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requests.filter((line) => line.startsWith('POST'))).toEqual([
      'POST /api/Authentication/Login',
      'POST /api/Authentication/SecondStep',
    ]);
  });
});
