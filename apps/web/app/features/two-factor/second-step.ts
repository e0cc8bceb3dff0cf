import { twoFactorApi } from '@prakar/shared/api/two-factor';
import type { SessionUser } from '@prakar/shared/auth';
import { call } from '#app/lib/api-client.ts';

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
