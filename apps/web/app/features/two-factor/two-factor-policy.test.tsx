import { passkeysApi } from '@prakar/shared/api/passkeys';
import { twoFactorApi } from '@prakar/shared/api/two-factor';
import { startRegistration } from '@simplewebauthn/browser';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import { encodeReturnUrl } from '#app/lib/return-url.ts';
import { getSessionSnapshot, setUser } from '#app/lib/session/session-store.ts';
import UserProfilePage from '#app/routes/portal/user-profile.tsx';
import { answer, onEndpoint, recordRequests, setupApiServer } from '#tests/component/api-server.ts';
import { renderRoutes, renderScreen } from '#tests/component/render.tsx';
import { POLICY_SAVED, TwoFactorPolicySection } from './two-factor-policy-section';
import { REQUIRED_MESSAGE } from './two-factor-required';

// The device's prompt: the browser's WebAuthn, which jsdom has not, stands in here (e2e uses Chromium's).
vi.mock('@simplewebauthn/browser', () => ({
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
}));

const OWN_FIRST =
  'Please turn on two-step sign-in for yourself first: the policy would cover you too.';

const api = setupApiServer(
  answer(twoFactorApi.policy, { policy: 'nobody' }),
  answer(twoFactorApi.status, { enabled: false, enabledAt: null, recoveryCodesLeft: 0 }),
);
const requests = recordRequests(api);

describe('the organisation’s two-step sign-in policy', () => {
  it('saves who must use it, and shows the server’s objection next to the choice', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const sent: unknown[] = [];
    api.use(
      onEndpoint(twoFactorApi.setPolicy, async ({ request }) => {
        const body = (await request.json()) as { policy: string };
        sent.push(body);
        if (body.policy === 'everyone') {
          return HttpResponse.json(
            { error: { code: 'CONFLICT', message: OWN_FIRST, fields: { policy: OWN_FIRST } } },
            { status: 409 },
          );
        }
        return HttpResponse.json(body);
      }),
    );
    const { user } = renderScreen('/user-profile', <TwoFactorPolicySection />);
    const choice = await screen.findByLabelText<HTMLSelectElement>(
      /^Two-step sign-in required for/,
    );
    expect(choice.value).toBe('nobody');

    await user.selectOptions(choice, 'Everyone');
    await user.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(await screen.findByText(OWN_FIRST)).toBeDefined();
    expect(choice.getAttribute('aria-invalid')).toBe('true');

    await user.selectOptions(choice, 'Administrators');
    await user.click(screen.getByRole('button', { name: 'Save policy' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(POLICY_SAVED));
    expect(sent).toEqual([{ policy: 'everyone' }, { policy: 'administrators' }]);
  });
});

describe('a user the policy covers, without two-step sign-in', () => {
  const heldBack = {
    UserId: 9,
    RoleId: 3,
    IsAdmin: false,
    Name: 'Ravi Menon',
    IsProfileDataSaved: 'Yes',
    TwoFactorSetUpRequired: true,
  };

  it('sees only the set-up on the profile, then goes on to where they were going', async () => {
    setUser(heldBack);
    api.use(
      answer(twoFactorApi.setUp, {
        qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
        secret: 'JBSW Y3DP',
      }),
      answer(twoFactorApi.confirm, { recoveryCodes: ['abcde12345'] }),
    );
    const { user, location } = renderRoutes(
      [
        { path: '/user-profile', element: <UserProfilePage /> },
        { path: '/matters', element: <h1>Matters</h1> },
      ],
      [`/user-profile?returnUrl=${encodeReturnUrl('/matters?status=open')}`],
    );
    expect(await screen.findByText(REQUIRED_MESSAGE)).toBeDefined();
    await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    await user.type(await screen.findByLabelText(/^Code from your authenticator app/), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    await user.click(await screen.findByRole('button', { name: 'I have saved them' }));

    expect(await screen.findByRole('heading', { name: 'Matters' })).toBeDefined();
    expect(location().search).toBe('?status=open');
    expect(getSessionSnapshot()).toMatchObject({ UserId: 9 });
    expect(getSessionSnapshot()?.TwoFactorSetUpRequired).toBeUndefined();
    // Nothing else of the profile was asked for while the set-up was all there was.
    expect(requests.filter((line) => line.startsWith('GET'))).toEqual(
      expect.not.arrayContaining(['GET /api/Details/Profile']),
    );
  });

  it('may add a passkey instead of an app, then goes on to where they were going', async () => {
    setUser(heldBack);
    const answerOfDevice = {
      id: 'Y3JlZGVudGlhbA',
      rawId: 'Y3JlZGVudGlhbA',
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: 'e30', attestationObject: 'AA' },
    };
    vi.mocked(startRegistration).mockResolvedValueOnce(answerOfDevice as never);
    let added: unknown;
    api.use(
      answer(passkeysApi.registrationOptions, { challenge: 'cmVnaXN0ZXI' }),
      onEndpoint(passkeysApi.add, async ({ request }) => {
        added = await request.json();
        return HttpResponse.json(
          { id: 'p-1', name: 'Phone', createdAt: '2026-01-10T04:30:00.000Z', lastUsedAt: null },
          { status: 201 },
        );
      }),
    );
    const { user, location } = renderRoutes(
      [
        { path: '/user-profile', element: <UserProfilePage /> },
        { path: '/product-dashboard', element: <h1>My Apps</h1> },
      ],
      ['/user-profile'],
    );
    await user.click(await screen.findByRole('button', { name: 'Add a passkey instead' }));
    expect(screen.queryByRole('button', { name: 'Set up two-step sign-in' })).toBeNull();
    await user.type(screen.getByLabelText(/^Passkey name/), 'Phone');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));

    expect(await screen.findByRole('heading', { name: 'My Apps' })).toBeDefined();
    expect(location().pathname).toBe('/product-dashboard');
    expect(added).toEqual({ name: 'Phone', response: answerOfDevice });
    expect(getSessionSnapshot()?.TwoFactorSetUpRequired).toBeUndefined();
  });
});
