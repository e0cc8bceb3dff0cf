import { passkeysApi } from '@prakar/shared/api/passkeys';
import type { SessionUser } from '@prakar/shared/auth';
import { call } from '#app/lib/api-client.ts';
import { passkeyErrorMessage, signWithPasskey } from '#app/lib/passkey-ceremony.ts';

/**
 * The server's challenge, the device's signature, the server's session: loaded when the visitor
 * asks for it, so the login page starts without the passkey contract or its messages.
 */
export async function signInWithPasskey(): Promise<{ user: SessionUser } | { failure: string }> {
  try {
    const options = await call(passkeysApi.signInOptions, {}, { authRedirect: false });
    const response = await signWithPasskey(options);
    return await call(passkeysApi.signIn, { body: { response } }, { authRedirect: false });
  } catch (error) {
    return { failure: passkeyErrorMessage(error) };
  }
}
