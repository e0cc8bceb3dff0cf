import { accountsApi } from '@prakar/shared/api/accounts';
import { AUTH_ERROR_CODES } from '@prakar/shared/auth-error-codes';
import { useEffect, useState } from 'react';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { call } from '#app/lib/api-client.ts';
import { ApiError, serviceErrorMessage } from '#app/lib/api-error.ts';
import { ResendVerification } from './resend-verification';
import { startSession } from './sign-in';

export type Confirmation =
  | { status: 'checking' }
  /** Confirmed and signed in by the link; the page goes on. */
  | { status: 'signedIn'; message: string }
  /** Confirmed, but the user signs in with their password; `email` fills in the form. */
  | { status: 'confirmed'; message: string; email: string }
  | { status: 'failed'; message: string; canResend: boolean };

// One request per code, even when React runs the effect twice: the code is single-use.
const confirmations = new Map<string, Promise<Confirmation>>();

function confirm(token: string): Promise<Confirmation> {
  let pending = confirmations.get(token);
  if (!pending) {
    pending = call(accountsApi.verifyEmail, { body: { token } }).then(
      async (answer): Promise<Confirmation> => {
        if (!answer.user) {
          return { status: 'confirmed', message: answer.message, email: answer.email };
        }
        // Settled only once a cart chosen before signing up has joined the account's.
        await startSession(answer.user);
        return { status: 'signedIn', message: answer.message };
      },
      (error: unknown): Confirmation => ({
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
 * `/login?verify=<code>`: the link in the sign-up e-mail. Opening it only shows the page; the page
 * confirms the address with a POST, so a mail scanner that follows links changes nothing. The
 * server signs the new user in with it when that is safe. Null without a code.
 */
export function useEmailConfirmation(token: string | undefined): Confirmation | null {
  const [outcome, setOutcome] = useState<Confirmation>({ status: 'checking' });

  useEffect(() => {
    if (!token) return;
    let current = true;
    setOutcome({ status: 'checking' });
    void confirm(token).then((result) => {
      if (current) setOutcome(result);
    });
    return () => {
      current = false;
    };
  }, [token]);

  return token ? outcome : null;
}

/** What became of the link, and a way to a new one when it cannot be used. */
export function VerifyEmail({ outcome }: { outcome: Confirmation }) {
  if (outcome.status === 'checking') {
    return <FormMessage tone="info">Confirming your e-mail address…</FormMessage>;
  }
  if (outcome.status === 'failed') {
    return (
      <>
        <FormMessage tone="error">{outcome.message}</FormMessage>
        {outcome.canResend ? <ResendVerification /> : null}
      </>
    );
  }
  return <FormMessage tone="success">{outcome.message}</FormMessage>;
}
