import { passkeysApi } from '@prakar/shared/api/passkeys';
import { startAuthentication } from '@simplewebauthn/browser';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { PASSKEY_CANCELLED } from '#app/lib/passkey-ceremony.ts';
import { answer, onEndpoint, refuse, setupApiServer } from '#tests/component/api-server.ts';
import { PASSKEY_SIGNATURE } from '#tests/component/passkey-data.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { PasskeySignIn } from './passkey-sign-in';

// The device's prompt: the browser's WebAuthn, which jsdom has not, stands in here (e2e uses Chromium's).
vi.mock('@simplewebauthn/browser', () => ({
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
}));

const OPTIONS = { challenge: 'c2lnbi1pbg', rpId: 'localhost', userVerification: 'required' };
const SIGNED_IN = { UserId: 7, Email: 'asha@kulkarni.example', Name: 'Asha Kulkarni' };

const api = setupApiServer(answer(passkeysApi.signInOptions, OPTIONS));

describe('signing in with a passkey', () => {
  it('signs the server’s challenge on the device and takes in the user the server signed in', async () => {
    vi.mocked(startAuthentication).mockResolvedValueOnce(PASSKEY_SIGNATURE as never);
    let sent: unknown;
    api.use(
      onEndpoint(passkeysApi.signIn, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ user: SIGNED_IN });
      }),
    );
    const onSignedIn = vi.fn(async () => {});
    const { user } = renderScreen('/login', <PasskeySignIn onSignedIn={onSignedIn} />);
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(SIGNED_IN));
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(sent).toEqual({ response: PASSKEY_SIGNATURE });
  });

  it('says why when the prompt is closed or the server refuses the passkey', async () => {
    const onSignedIn = vi.fn(async () => {});
    const { user } = renderScreen('/login', <PasskeySignIn onSignedIn={onSignedIn} />);
    vi.mocked(startAuthentication).mockRejectedValueOnce(
      Object.assign(new Error('Not allowed'), { name: 'NotAllowedError' }),
    );
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByText(PASSKEY_CANCELLED)).toBeDefined();

    vi.mocked(startAuthentication).mockResolvedValueOnce(PASSKEY_SIGNATURE as never);
    api.use(
      refuse(passkeysApi.signIn, 401, 'PASSKEY_REFUSED', 'That passkey did not sign you in.'),
    );
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByText('That passkey did not sign you in.')).toBeDefined();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
