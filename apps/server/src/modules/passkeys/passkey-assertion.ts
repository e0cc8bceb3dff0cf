import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Database } from '#src/db/client.ts';
import { challengeIn, PASSKEY_CHALLENGE_MS, userHandleOf } from './passkey-protocol.ts';
import { createPasskeysRepository, type PasskeyRow } from './passkeys-repository.ts';
import { relyingPartyOf } from './relying-party.ts';

export interface PasskeyAssertionDeps {
  db: Database;
  now: () => Date;
  publicUrl: string;
}

/** A passkey's answer to a challenge handed out here: the passkey, and whether its signature holds. */
export interface PasskeyAnswer {
  row: PasskeyRow;
  /** The passkey's new counter when the answer checks out, else undefined. */
  verify: () => Promise<number | undefined>;
}

/**
 * Asking a passkey to sign a challenge, and reading its answer: for any of the site's passkeys
 * (signing in with one alone), or for one user's own (the second step after their password).
 */
export function createPasskeyAssertion({ db, now, publicUrl }: PasskeyAssertionDeps) {
  const party = relyingPartyOf(publicUrl);
  const repository = () => createPasskeysRepository(db);

  /** Verifies a passkey's answer against its stored key; the new counter, or undefined. */
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
    /** A challenge for `owner`'s passkeys only, or for any of the site's when owner is null. */
    async options(owner: { id: number; passkeys: PasskeyRow[] } | null) {
      const options = await generateAuthenticationOptions({
        rpID: party.id,
        timeout: PASSKEY_CHALLENGE_MS,
        userVerification: 'required',
        allowCredentials: owner?.passkeys.map((row) => ({
          id: row.credentialId,
          transports: row.transports,
        })),
      });
      await repository().insertChallenge({
        challenge: options.challenge,
        ceremony: 'authentication',
        userId: owner?.id ?? null,
        expiresAt: new Date(now().getTime() + PASSKEY_CHALLENGE_MS),
      });
      // A plain copy: the contract reads the options as an open record.
      return { ...options };
    },

    /**
     * The passkey that answered a challenge handed out for `ownerId` (null: for anyone), using the
     * challenge up at once, so no answer works twice; undefined when there is no such challenge
     * or passkey, or the passkey is not the owner's.
     */
    async answer(response: AuthenticationResponseJSON, ownerId: number | null) {
      const challenge = challengeIn(response.response.clientDataJSON);
      const challengeUsed =
        challenge !== undefined &&
        (await repository().useChallenge(challenge, 'authentication', ownerId, now()));
      const row = await repository().findByCredentialId(response.id);
      if (!challenge || !challengeUsed || !row) return undefined;
      if (ownerId !== null && row.userId !== ownerId) return undefined;
      const handle = response.response.userHandle;
      return {
        row,
        verify: async () =>
          handle === undefined || handle === userHandleOf(row.userId)
            ? verifiedCounter(response, challenge, row)
            : undefined,
      } satisfies PasskeyAnswer;
    },

    async markUsed(row: PasskeyRow, counter: number): Promise<void> {
      await repository().markUsed(row.id, counter, now());
    },

    listFor(userId: number): Promise<PasskeyRow[]> {
      return repository().listFor(userId);
    },
  };
}

export type PasskeyAssertion = ReturnType<typeof createPasskeyAssertion>;
