import { accountsApi } from '@prakar/shared/api/accounts';
import { twoFactorApi } from '@prakar/shared/api/two-factor';
import type { SecondStepMethod } from '@prakar/shared/two-factor';
import { startAuthentication } from '@simplewebauthn/browser';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { PASSKEY_CANCELLED } from '#app/lib/passkey-ceremony.ts';
import { getSessionSnapshot } from '#app/lib/session/session-store.ts';
import LoginPage from '#app/routes/auth/login.tsx';
import { answer, onEndpoint, refuse, setupApiServer } from '#tests/component/api-server.ts';
import { EMPTY_SAVED_CART } from '#tests/component/cart-test-data.ts';
import { PASSKEY_SIGNATURE } from '#tests/component/passkey-data.ts';
import { renderRoutes } from '#tests/component/render.tsx';

// The device's prompt: the browser's WebAuthn, which jsdom has not, stands in here (e2e uses Chromium's).
vi.mock('@simplewebauthn/browser', () => ({
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
}));

const TOKEN = 'pending-sign-in-token';
const OPTIONS = {
  challenge: 'c2Vjb25kLXN0ZXA',
  rpId: 'localhost',
  allowCredentials: [{ id: 'Y3JlZGVudGlhbA', type: 'public-key' }],
  userVerification: 'required',
};
const ravi = {
  UserId: 9,
  RoleId: 3,
  IsAdmin: false,
  Name: 'Ravi Menon',
  Email: 'ravi@kulkarni.example',
  OrganisationId: 'org-1',
  OrganisationName: 'Kulkarni Textiles',
  IsProfileDataSaved: 'Yes',
  Permissions: [],
  Apps: [],
};

const api = setupApiServer(
  EMPTY_SAVED_CART,
  answer(twoFactorApi.secondStepPasskeyOptions, OPTIONS),
);

/** The password step asks for a second step by `methods`; the passkey step's requests. */
function secondStepBy(methods: SecondStepMethod[]) {
  const sent: unknown[] = [];
  api.use(
    answer(accountsApi.login, {
      secondStep: { token: TOKEN, expiresAt: '2026-01-10T04:35:00.000Z', methods },
    }),
    onEndpoint(twoFactorApi.secondStepPasskey, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ user: ravi });
    }),
  );
  return sent;
}

async function openLoginAndGivePassword() {
  const page = (name: string) => <h1>{name}</h1>;
  const rendered = renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/product-dashboard', element: page('My Apps') },
    ],
    ['/login'],
  );
  await rendered.user.type(await screen.findByLabelText(/^E-mail address/), ravi.Email);
  await rendered.user.type(screen.getByLabelText(/^Password/), 'a-Strong-passw0rd');
  await rendered.user.click(screen.getByRole('button', { name: 'Sign In' }));
  return rendered;
}

describe('a passkey as the second step of a sign-in', () => {
  it('offers only “Use your passkey” to a user without an authenticator app, and signs in with it', async () => {
    const sent = secondStepBy(['passkey']);
    vi.mocked(startAuthentication).mockResolvedValueOnce(PASSKEY_SIGNATURE as never);
    const { user } = await openLoginAndGivePassword();

    const button = await screen.findByRole('button', { name: 'Use your passkey' });
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(screen.queryByLabelText(/^Code from your authenticator app/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use a recovery code instead' })).toBeNull();
    // Signing in with any passkey, beside the password form, is not this step's.
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();

    await user.click(button);
    expect(await screen.findByRole('heading', { name: 'My Apps' })).toBeDefined();
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(sent).toEqual([{ token: TOKEN, response: PASSKEY_SIGNATURE }]);
    expect(getSessionSnapshot()).toMatchObject({ UserId: 9 });
  });

  it('offers the passkey beside the code, and says why when the prompt is closed or the server refuses it', async () => {
    secondStepBy(['app', 'passkey']);
    const { user } = await openLoginAndGivePassword();
    expect(await screen.findByLabelText(/^Code from your authenticator app/)).toBeDefined();

    vi.mocked(startAuthentication).mockRejectedValueOnce(
      Object.assign(new Error('Not allowed'), { name: 'NotAllowedError' }),
    );
    await user.click(screen.getByRole('button', { name: 'Use your passkey' }));
    expect(await screen.findByText(PASSKEY_CANCELLED)).toBeDefined();

    const refused = 'That passkey did not sign you in.';
    api.use(refuse(twoFactorApi.secondStepPasskey, 401, 'PASSKEY_REFUSED', refused));
    vi.mocked(startAuthentication).mockResolvedValueOnce(PASSKEY_SIGNATURE as never);
    await user.click(screen.getByRole('button', { name: 'Use your passkey' }));
    expect(await screen.findByText(refused)).toBeDefined();
    expect(screen.queryByText(PASSKEY_CANCELLED)).toBeNull();
    expect(getSessionSnapshot()).toBeNull();
  });
});
