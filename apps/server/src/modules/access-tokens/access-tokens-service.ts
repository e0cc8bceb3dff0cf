import {
  ACCESS_TOKEN_LIMIT,
  type AccessToken,
  type CreateAccessToken,
} from '@prakar/shared/access-tokens';
import { AUTH_ERROR_CODES } from '@prakar/shared/auth-error-codes';
import type { Database } from '#src/db/client.ts';
import { HttpError, notFound } from '#src/http-error.ts';
import { overridesFrom } from '#src/modules/access/access-records.ts';
import { type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import { hashSecretToken } from '#src/modules/sessions/secret-token.ts';
import { needsTouch } from '#src/modules/sessions/session-rules.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import { hintOf, newAccessTokenSecret } from './access-token-secret.ts';
import { type AccessTokenRow, createAccessTokensRepository } from './access-tokens-repository.ts';

const DAY_MS = 86_400_000;

/** Longer than any token we issue: anything longer is not worth hashing. */
const TOKEN_MAX_LENGTH = 200;

/** Whose tokens these are. */
type TokenOwner = Pick<CurrentUser['account'], 'id' | 'organisationId'>;

export interface AccessTokensServiceDeps {
  db: Database;
  now: () => Date;
}

const isLive = (row: AccessTokenRow, now: Date) =>
  row.revokedAt === null && now.getTime() < row.expiresAt.getTime();

export function toAccessTokenView(row: AccessTokenRow, now: Date): AccessToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    hint: row.hint,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: row.lastUsedIp,
    expiresAt: row.expiresAt.toISOString(),
    expired: now.getTime() >= row.expiresAt.getTime(),
  };
}

export function createAccessTokensService(deps: AccessTokensServiceDeps) {
  return {
    /** A new token; its secret is returned here once and only its hash is kept. */
    async create(
      owner: TokenOwner,
      input: CreateAccessToken,
      origin: RequestOrigin,
    ): Promise<{ token: string; accessToken: AccessToken }> {
      const now = deps.now();
      const token = newAccessTokenSecret();
      const row = await deps.db.transaction(async (tx) => {
        const repository = createAccessTokensRepository(tx);
        await repository.lockOwner(owner.id);
        if ((await repository.countLive(owner.id, now)) >= ACCESS_TOKEN_LIMIT) {
          throw new HttpError(
            409,
            AUTH_ERROR_CODES.accessTokenLimit,
            `You already have ${ACCESS_TOKEN_LIMIT} tokens in use. Revoke one you no longer need, then create this one.`,
          );
        }
        const created = await repository.insert({
          userId: owner.id,
          name: input.name,
          scope: input.scope,
          tokenHash: hashSecretToken(token),
          hint: hintOf(token),
          createdAt: now,
          expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
        });
        await recordAudit(tx, now, origin, {
          action: 'access_token_created',
          actorUserId: owner.id,
          organisationId: owner.organisationId,
          targetType: 'access_token',
          targetId: created.id,
          after: {
            name: created.name,
            scope: created.scope,
            expiresAt: created.expiresAt.toISOString(),
          },
        });
        return created;
      });
      return { token, accessToken: toAccessTokenView(row, now) };
    },

    async list(owner: TokenOwner): Promise<AccessToken[]> {
      const now = deps.now();
      const rows = await createAccessTokensRepository(deps.db).listOfUser(owner.id);
      return rows.map((row) => toAccessTokenView(row, now));
    },

    /** Only the owner's own tokens: anyone else's is "not found", never "not yours". */
    async revoke(owner: TokenOwner, id: string, origin: RequestOrigin): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const now = deps.now();
        const revoked = await createAccessTokensRepository(tx).revoke(owner.id, id, now);
        if (!revoked) throw notFound('We could not find that token among yours.');
        await recordAudit(tx, now, origin, {
          action: 'access_token_revoked',
          actorUserId: owner.id,
          organisationId: owner.organisationId,
          targetType: 'access_token',
          targetId: revoked.id,
          before: { name: revoked.name, scope: revoked.scope },
        });
      });
    },

    /**
     * The caller a token stands for, or undefined: unknown, revoked, expired, or its user
     * deactivated. Records the last use (at most every 30 s, so a busy client does not write on
     * every request).
     */
    async authenticate(token: string, ip: string | undefined): Promise<CurrentUser | undefined> {
      if (token.length > TOKEN_MAX_LENGTH) return undefined;
      const repository = createAccessTokensRepository(deps.db);
      const found = await repository.findByTokenHash(hashSecretToken(token));
      if (!found) return undefined;
      const { credential: accessToken, user } = found;
      const now = deps.now();
      if (!isLive(accessToken, now) || user.status !== 'active') return undefined;
      if (needsTouch(accessToken.lastUsedAt, now)) {
        await repository.touch(accessToken.id, now, ip ?? null);
      }
      return {
        session: null,
        accessToken: {
          id: accessToken.id,
          scope: accessToken.scope,
          expiresAt: accessToken.expiresAt,
        },
        account: found.user,
        organisation: found.organisation,
        access: overridesFrom(found.access),
      };
    },
  };
}

export type AccessTokensService = ReturnType<typeof createAccessTokensService>;
