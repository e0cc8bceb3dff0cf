import { AUTH_ERROR_CODES } from '@prakar/shared/auth-error-codes';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Database } from '#src/db/client.ts';
import { HttpError } from '#src/http-error.ts';
import { accountRecords } from '#src/modules/accounts/account-records.ts';
import { auditFailedSignIn } from '#src/modules/accounts/failed-sign-in.ts';
import type { SessionStarter } from '#src/modules/accounts/start-session.ts';
import type { RequestOrigin } from '#src/modules/audit/audit-log.ts';
import { IP_LIMITS, type Limiter } from '#src/modules/rate-limit/limits.ts';
import { challengeIn, PASSKEY_CHALLENGE_MS, userHandleOf } from './passkey-protocol.ts';
import { createPasskeysRepository, type PasskeyRow } from './passkeys-repository.ts';
import { relyingPartyOf } from './relying-party.ts';

const PASSKEY_SIGN_IN_REFUSED_MESSAGE =
  'That passkey did not sign you in. It may have been removed from your account, or the request timed out. Please try again, or sign in with your password.';

export interface PasskeySignInDeps {
  db: Database;
  now: () => Date;
  limiter: Limiter;
  publicUrl: string;
  startSession: SessionStarter;
}

/** Signing in with a passkey alone: the challenge, then the device's signed answer. */
export function createPasskeySignIn(deps: PasskeySignInDeps) {
  const { db, now, limiter } = deps;
  const party = relyingPartyOf(deps.publicUrl);
  const repository = () => createPasskeysRepository(db);

  /** Verifies a passkey's sign-in answer against its stored key; the new counter, or undefined. */
  async function verifiedCounter(
    response: AuthenticationResponseJSON,
    challenge: string,
    row: PasskeyRow,
  ): Promise<number | undefined> {
    try {
      const { verified, authenticationInfo } = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: party.origin,
        expectedRPID: party.id,
        credential: {
          id: row.credentialId,
          publicKey: isoBase64URL.toBuffer(row.publicKey),
          counter: row.counter,
          transports: row.transports,
        },
        requireUserVerification: true,
      });
      return verified ? authenticationInfo.newCounter : undefined;
    } catch {
      // A forged, altered or replayed answer, or one for another site: the library says which.
      return undefined;
    }
  }

  return {
    /** A sign-in challenge any of this site's passkeys may answer: the device offers its own. */
    async options(origin: RequestOrigin) {
      await limiter.consume(IP_LIMITS.passkeyChallenge, origin.ip ?? 'unknown');
      const options = await generateAuthenticationOptions({
        rpID: party.id,
        timeout: PASSKEY_CHALLENGE_MS,
        userVerification: 'required',
      });
      await repository().insertChallenge({
        challenge: options.challenge,
        ceremony: 'authentication',
        userId: null,
        expiresAt: new Date(now().getTime() + PASSKEY_CHALLENGE_MS),
      });
      // A plain copy: the contract reads the options as an open record.
      return { ...options };
    },

    /**
     * Signs in with a passkey alone: its answer must sign a challenge handed out here (used up
     * at once, so no answer works twice), for this site's origin, with the user verified by the
     * device. That is two factors in one, so the session counts as two-step (docs/decisions/0089).
     * Counted and locked like the password.
     */
    async signIn(input: { response: unknown }, origin: RequestOrigin) {
      const response = input.response as AuthenticationResponseJSON;
      const ip = origin.ip ?? 'unknown';
      await limiter.consume(IP_LIMITS.signIn, ip);
      const refused = () =>
        new HttpError(401, AUTH_ERROR_CODES.passkeyRefused, PASSKEY_SIGN_IN_REFUSED_MESSAGE);
      const challenge = challengeIn(response.response.clientDataJSON);
      const challengeUsed =
        challenge !== undefined &&
        (await repository().useChallenge(challenge, 'authentication', null, now()));
      const row = await repository().findByCredentialId(response.id);
      const found = row ? await accountRecords(db).findUserById(row.userId) : undefined;
      if (!challenge || !challengeUsed || !row || !found) throw refused();
      const { user, organisation } = found;
      await limiter.assertSignInAllowed(user.email, ip);
      const handle = response.response.userHandle;
      const counter =
        handle === undefined || handle === userHandleOf(user.id)
          ? await verifiedCounter(response, challenge, row)
          : undefined;
      if (counter === undefined) {
        await limiter.recordFailedSignIn(user.email, ip);
        await auditFailedSignIn(db, now(), origin, user, { reason: 'passkey_refused' });
        throw refused();
      }
      if (user.status !== 'active') {
        throw new HttpError(
          403,
          AUTH_ERROR_CODES.accountDeactivated,
          'This account has been deactivated. Please contact your organisation’s administrator.',
        );
      }
      await repository().markUsed(row.id, counter, now());
      await limiter.clearFailedSignIns(user.email, ip);
      return deps.startSession(user, organisation, origin, 'passkey', 'passkey');
    },
  };
}

export type PasskeySignIn = ReturnType<typeof createPasskeySignIn>;
