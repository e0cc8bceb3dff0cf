import { accountsApi } from '@prakar/shared/api/accounts';
import { AUTH_ERROR_CODES } from '@prakar/shared/auth-error-codes';
import { useEffect, useState } from 'react';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { call } from '#app/lib/api-client.ts';
import { ApiError, serviceErrorMessage } from '#app/lib/api-error.ts';
import { ResendVerification } from './resend-verification';

type Outcome =
  | { status: 'checking' }
  | { status: 'confirmed'; message: string }
  | { status: 'failed'; message: string; canResend: boolean };

// One request per code, even when React runs the effect twice: the code is single-use.
const confirmations = new Map<string, Promise<Outcome>>();

function confirm(token: string): Promise<Outcome> {
  let pending = confirmations.get(token);
  if (!pending) {
    pending = call(accountsApi.verifyEmail, { body: { token } }).then(
      (answer): Outcome => ({ status: 'confirmed', message: answer.message }),
      (error: unknown): Outcome => ({
        status: 'failed',
        message: serviceErrorMessage(error),
        // A used link means the address is already confirmed: signing in is the way on.
        canResend: !(error instanceof ApiError && error.code === AUTH_ERROR_CODES.tokenUsed),
      }),
    );
    confirmations.set(token, pending);
  }
  return pending;
}

/**
 * `/login?verify=<code>`: the link in the sign-up e-mail. Opening it only shows this page; the
 * page confirms the address with a POST, so a mail scanner that follows links changes nothing.
 */
export function VerifyEmail({ token }: { token: string }) {
  const [outcome, setOutcome] = useState<Outcome>({ status: 'checking' });

  useEffect(() => {
    let current = true;
    void confirm(token).then((result) => {
      if (current) setOutcome(result);
    });
    return () => {
      current = false;
    };
  }, [token]);

  if (outcome.status === 'checking') {
    return <FormMessage tone="info">Confirming your e-mail address…</FormMessage>;
  }
  if (outcome.status === 'confirmed') {
    return <FormMessage tone="success">{outcome.message}</FormMessage>;
  }
  return (
    <>
      <FormMessage tone="error">{outcome.message}</FormMessage>
      {outcome.canResend ? <ResendVerification /> : null}
    </>
  );
}
