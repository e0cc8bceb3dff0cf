import { ERROR_CODES } from '@prakar/shared/api-error';
import { AUTH_ERROR_CODES } from '@prakar/shared/auth-error-codes';
import { PASSKEY_LIMIT, type Passkey } from '@prakar/shared/passkeys';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Database } from '#src/db/client.ts';
import { HttpError } from '#src/http-error.ts';
import { accountRecords, type UserRow } from '#src/modules/accounts/account-records.ts';
import type { SessionStarter } from '#src/modules/accounts/start-session.ts';
import { type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import type { MailOutbox } from '#src/modules/mail/outbox.ts';
import { IP_LIMITS, type Limiter, USER_LIMITS } from '#src/modules/rate-limit/limits.ts';
import { deviceLabel } from '#src/modules/sessions/device-label.ts';
import { passkeyAddedNotice } from './passkey-mails.ts';
import { createPasskeysRepository, type PasskeyRow } from './passkeys-repository.ts';
import { relyingPartyOf } from './relying-party.ts';

/** How long a challenge may be answered: the browser's prompt waits as long. */
export const PASSKEY_CHALLENGE_MS = 5 * 60_000;

export const PASSKEY_NOT_ADDED_MESSAGE =
  'Your device’s passkey could not be checked, or the request timed out. Please try again.';
export const PASSKEY_SIGN_IN_REFUSED_MESSAGE =
  'That passkey did not sign you in. It may have been removed from your account, or the request timed out. Please try again, or sign in with your password.';

const notFound = () => new HttpError(404, ERROR_CODES.notFound, 'This passkey was not found.');

/** The options and answers the browser library exchanges, as the contract's schemas read them. */
type AddPasskey = { name: string; response: unknown };

/** The same user handle for all of a user's passkeys, so a device keeps one passkey per account. */
const userHandleOf = (userId: number) => isoBase64URL.fromUTF8String(`prakar-user-${userId}`);

/** The challenge the browser signed over, read from its client data; undefined if unreadable. */
function challengeIn(clientDataJSON: string): string | undefined {
  try {
    const clientData: unknown = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON));
    const challenge = (clientData as { challenge?: unknown }).challenge;
    return typeof challenge === 'string' ? challenge : undefined;
  } catch {
    return undefined;
  }
}

const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export interface PasskeysServiceDeps {
  db: Database;
  now: () => Date;
  limiter: Limiter;
  outbox: MailOutbox;
  publicUrl: string;
  startSession: SessionStarter;
}

export function createPasskeysService(deps: PasskeysServiceDeps) {
  const { db, now, limiter } = deps;
  const party = relyingPartyOf(deps.publicUrl);
  const repository = () => createPasskeysRepository(db);
  const expiry = () => new Date(now().getTime() + PASSKEY_CHALLENGE_MS);

  async function audit(
    user: UserRow,
    origin: RequestOrigin,
    action: 'passkey_added' | 'passkey_renamed' | 'passkey_removed',
    row: PasskeyRow,
    before?: { name: string },
  ) {
    await recordAudit(db, now(), origin, {
      action,
      actorUserId: user.id,
      organisationId: user.organisationId,
      targetType: 'passkey',
      targetId: row.id,
      before: action === 'passkey_removed' ? { name: row.name } : before,
      after: action === 'passkey_removed' ? undefined : { name: row.name },
    });
  }

  async function mailNotice(user: UserRow, origin: RequestOrigin, passkeyName: string) {
    const notice = passkeyAddedNotice({
      to: user.email,
      name: user.name,
      passkeyName,
      at: now(),
      device: deviceLabel(origin.userAgent),
      publicUrl: deps.publicUrl,
    });
    await deps.outbox.enqueue(db, notice);
    deps.outbox.notify();
  }

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
    async list(user: UserRow): Promise<Passkey[]> {
      return (await repository().listFor(user.id)).map(toPasskey);
    },

    /** A registration challenge for this user, with their passkeys to leave out. */
    async registrationOptions(user: UserRow) {
      await limiter.consume(USER_LIMITS.passkeyChallenge, String(user.id));
      const existing = await repository().listFor(user.id);
      if (existing.length >= PASSKEY_LIMIT) {
        throw new HttpError(
          409,
          ERROR_CODES.conflict,
          `You have ${PASSKEY_LIMIT} passkeys, the most an account may have. Please remove one you no longer use first.`,
        );
      }
      const options = await generateRegistrationOptions({
        rpName: party.name,
        rpID: party.id,
        userName: user.email,
        userDisplayName: user.name,
        userID: isoBase64URL.toBuffer(userHandleOf(user.id)),
        timeout: PASSKEY_CHALLENGE_MS,
        attestationType: 'none',
        excludeCredentials: existing.map((row) => ({
          id: row.credentialId,
          transports: row.transports,
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await repository().insertChallenge({
        challenge: options.challenge,
        ceremony: 'registration',
        userId: user.id,
        expiresAt: expiry(),
      });
      // A plain copy: the contract reads the options as an open record.
      return { ...options };
    },

    /** Keeps the new passkey once its answer proves a challenge handed to this user. */
    async add(user: UserRow, input: AddPasskey, origin: RequestOrigin): Promise<Passkey> {
      const response = input.response as RegistrationResponseJSON;
      const refused = () =>
        new HttpError(400, AUTH_ERROR_CODES.passkeyRefused, PASSKEY_NOT_ADDED_MESSAGE);
      const challenge = challengeIn(response.response.clientDataJSON);
      if (!challenge) throw refused();
      if (!(await repository().useChallenge(challenge, 'registration', user.id, now()))) {
        throw refused();
      }
      const verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: party.origin,
        expectedRPID: party.id,
        requireUserVerification: true,
      }).catch(() => undefined);
      if (!verification?.verified) throw refused();
      const { credential } = verification.registrationInfo;
      const row = await repository().insert({
        userId: user.id,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: input.name,
        createdAt: now(),
      });
      if (!row) {
        throw new HttpError(409, ERROR_CODES.conflict, 'This passkey is already registered.');
      }
      await audit(user, origin, 'passkey_added', row);
      await mailNotice(user, origin, row.name);
      return toPasskey(row);
    },

    async rename(user: UserRow, id: string, name: string, origin: RequestOrigin) {
      const before = await repository().findOwn(user.id, id);
      if (!before) throw notFound();
      const row = await repository().rename(user.id, id, name);
      if (!row) throw notFound();
      await audit(user, origin, 'passkey_renamed', row, { name: before.name });
      return toPasskey(row);
    },

    async remove(user: UserRow, id: string, origin: RequestOrigin): Promise<void> {
      const row = await repository().remove(user.id, id);
      if (!row) throw notFound();
      await audit(user, origin, 'passkey_removed', row);
    },

    /** A sign-in challenge any of this site's passkeys may answer: the device offers its own. */
    async signInOptions(origin: RequestOrigin) {
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
        expiresAt: expiry(),
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
        await recordAudit(db, now(), origin, {
          action: 'sign_in_failed',
          actorUserId: user.id,
          organisationId: user.organisationId,
          targetType: 'user',
          targetId: String(user.id),
          after: { reason: 'passkey_refused' },
        });
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

export type PasskeysService = ReturnType<typeof createPasskeysService>;
