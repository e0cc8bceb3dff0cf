import { twoFactorApi } from '@prakar/shared/api/two-factor';
import type { SessionUser } from '@prakar/shared/auth';
import { call } from '#app/lib/api-client.ts';
import { signWithPasskey } from '#app/lib/passkey-ceremony.ts';

/**
 * The second step of a sign-in: the pending sign-in's token and a code. A wrong code answers 401,
 * an answer for the form rather than a reason to send the visitor to the login page they are on.
 */
export async function finishSignIn(token: string, code: string): Promise<SessionUser> {
  const answer = await call(
    twoFactorApi.secondStep,
    { body: { token, code } },
    { authRedirect: false },
  );
  return answer.user;
}

/** The second step with one of the user's own passkeys: the challenge, the device, the session. */
export async function finishSignInWithPasskey(token: string): Promise<SessionUser> {
  const noRedirect = { authRedirect: false };
  const options = await call(
    twoFactorApi.secondStepPasskeyOptions,
    { body: { token } },
    noRedirect,
  );
  const response = await signWithPasskey(options);
  const answer = await call(
    twoFactorApi.secondStepPasskey,
    { body: { token, response } },
    noRedirect,
  );
  return answer.user;
}
