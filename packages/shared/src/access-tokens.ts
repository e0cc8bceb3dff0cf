import { z } from 'zod';

/**
 * Personal access tokens: what a user creates in the profile for scripts and integrations that
 * call the API as them, instead of a password.
 */

/** Every token begins so, so secret scanners and people can tell a leaked one at a glance. */
export const ACCESS_TOKEN_PREFIX = 'prk_pat_';

export const ACCESS_TOKEN_SCOPES = ['read', 'read_write'] as const;
export type AccessTokenScope = (typeof ACCESS_TOKEN_SCOPES)[number];

export const ACCESS_TOKEN_SCOPE_LABELS: Record<AccessTokenScope, string> = {
  read: 'Read only',
  read_write: 'Read and write',
};

/** Every token expires: one forgotten in a script stops working on its own. */
export const ACCESS_TOKEN_LIFETIMES_DAYS = [30, 90, 365] as const;
export type AccessTokenLifetimeDays = (typeof ACCESS_TOKEN_LIFETIMES_DAYS)[number];
export const DEFAULT_ACCESS_TOKEN_LIFETIME_DAYS: AccessTokenLifetimeDays = 90;

/** Live tokens (neither revoked nor expired) one user may hold at once. */
export const ACCESS_TOKEN_LIMIT = 20;

export const ACCESS_TOKEN_NAME_MAX = 60;

export const createAccessTokenSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'Please give the token a name.')
    .max(ACCESS_TOKEN_NAME_MAX, `Please keep the name to ${ACCESS_TOKEN_NAME_MAX} characters.`),
  scope: z.enum(ACCESS_TOKEN_SCOPES, 'Please choose what the token may do.'),
  expiresInDays: z.literal(ACCESS_TOKEN_LIFETIMES_DAYS, 'Please choose when the token expires.'),
});
export type CreateAccessToken = z.output<typeof createAccessTokenSchema>;

export const accessTokenIdParamsSchema = z.object({ id: z.uuid('Unknown token.') });

/** A token as the list shows it: never the secret, only its last characters to tell it apart. */
export const accessTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(ACCESS_TOKEN_SCOPES),
  /** `prk_pat_…x7Qa`. */
  hint: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

export const accessTokenListSchema = z.object({ tokens: z.array(accessTokenSchema) });

/** The answer to creating a token: the only time its secret is ever shown. */
export const createdAccessTokenSchema = z.object({
  token: z.string(),
  accessToken: accessTokenSchema,
});
