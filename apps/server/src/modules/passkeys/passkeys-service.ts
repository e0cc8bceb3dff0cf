import { ERROR_CODES } from '@prakar/shared/api-error';
import { AUTH_ERROR_CODES } from '@prakar/shared/auth-error-codes';
import { PASSKEY_LIMIT, type Passkey } from '@prakar/shared/passkeys';
import {
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Database, Executor, Transaction } from '#src/db/client.ts';
import { HttpError } from '#src/http-error.ts';
import type { UserRow } from '#src/modules/accounts/account-records.ts';
import { type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import { type Limiter, USER_LIMITS } from '#src/modules/rate-limit/limits.ts';
import type { SecurityNotices } from '#src/modules/security-notices/security-notices.ts';
import { holdSecondSteps } from '#src/modules/two-factor/second-step-methods.ts';
import { passkeyAdded } from './passkey-mails.ts';
import { challengeIn, PASSKEY_CHALLENGE_MS, userHandleOf } from './passkey-protocol.ts';
import { createPasskeysRepository, type PasskeyRow } from './passkeys-repository.ts';
import { relyingPartyOf } from './relying-party.ts';

const PASSKEY_NOT_ADDED_MESSAGE =
  'Your device’s passkey could not be checked, or the request timed out. Please try again.';

const notFound = () => new HttpError(404, ERROR_CODES.notFound, 'This passkey was not found.');

/** A name, and the device's answer as the contract's schema has read it. */
type AddPasskey = { name: string; response: unknown };

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
  notices: SecurityNotices;
  publicUrl: string;
  /** Refuses removing the last passkey when it is the last second step the policy requires. */
  assertNotLast: (tx: Transaction, user: UserRow, method: 'passkey') => Promise<void>;
}

export function createPasskeysService(deps: PasskeysServiceDeps) {
  const { db, now, limiter } = deps;
  const party = relyingPartyOf(deps.publicUrl);
  const repository = () => createPasskeysRepository(db);
  const expiry = () => new Date(now().getTime() + PASSKEY_CHALLENGE_MS);

  async function audit(
    executor: Executor,
    user: UserRow,
    origin: RequestOrigin,
    action: 'passkey_added' | 'passkey_renamed' | 'passkey_removed',
    row: PasskeyRow,
    before?: { name: string },
  ) {
    await recordAudit(executor, now(), origin, {
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
    await deps.notices.send(user, origin, now(), passkeyAdded(passkeyName));
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
      await audit(db, user, origin, 'passkey_added', row);
      await mailNotice(user, origin, row.name);
      return toPasskey(row);
    },

    async rename(user: UserRow, id: string, name: string, origin: RequestOrigin) {
      const before = await repository().findOwn(user.id, id);
      if (!before) throw notFound();
      const row = await repository().rename(user.id, id, name);
      if (!row) throw notFound();
      await audit(db, user, origin, 'passkey_renamed', row, { name: before.name });
      return toPasskey(row);
    },

    async remove(user: UserRow, id: string, origin: RequestOrigin): Promise<void> {
      await db.transaction(async (tx) => {
        await holdSecondSteps(tx, user.id);
        const passkeys = createPasskeysRepository(tx);
        const own = await passkeys.listFor(user.id);
        if (own.length === 1 && own[0]?.id === id) await deps.assertNotLast(tx, user, 'passkey');
        const row = await passkeys.remove(user.id, id);
        if (!row) throw notFound();
        await audit(tx, user, origin, 'passkey_removed', row);
      });
    },
  };
}

export type PasskeysService = ReturnType<typeof createPasskeysService>;
