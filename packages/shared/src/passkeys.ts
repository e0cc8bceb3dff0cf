import { z } from 'zod';

/**
 * Passkeys (WebAuthn): credentials kept by the user's device or password manager, added from the
 * profile and used to sign in without a password (docs/decisions/0089).
 */

export const PASSKEY_NAME_MAX = 60;

/** Passkeys one user may hold: enough for every device, few enough to read as a list. */
export const PASSKEY_LIMIT = 20;

export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, 'Please give the passkey a name.')
  .max(PASSKEY_NAME_MAX, `Please keep the name to ${PASSKEY_NAME_MAX} characters.`);

export const passkeyIdParamsSchema = z.object({ id: z.uuid('Unknown passkey.') });

/** A passkey as the profile lists it. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });

/** Binary values travel as base64url; a few kilobytes covers every real authenticator. */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[\w-]*$/, 'This is not base64url.');

const clientResponseFields = {
  id: base64url(1_400),
  rawId: base64url(1_400),
  type: z.literal('public-key'),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

/** What the browser's `navigator.credentials.create()` answered, as `@simplewebauthn/browser` encodes it. */
export const registrationResponseSchema = z.object({
  ...clientResponseFields,
  response: z.looseObject({
    clientDataJSON: base64url(4_000),
    attestationObject: base64url(16_000),
    transports: z.array(z.string().max(20)).max(10).optional(),
  }),
});

/** What the browser's `navigator.credentials.get()` answered. */
export const authenticationResponseSchema = z.object({
  ...clientResponseFields,
  response: z.looseObject({
    clientDataJSON: base64url(4_000),
    authenticatorData: base64url(4_000),
    signature: base64url(1_000),
    userHandle: base64url(400).optional(),
  }),
});

/** Adding a passkey: the device's answer and the name the user gives it. */
export const addPasskeySchema = z.object({
  name: passkeyNameSchema,
  response: registrationResponseSchema,
});

export const renamePasskeySchema = z.strictObject({ name: passkeyNameSchema });

export const passkeySignInSchema = z.object({ response: authenticationResponseSchema });

/**
 * The options for `navigator.credentials.create()` / `get()`, as the server library makes them;
 * the browser library reads them as they are, so every field is passed on.
 */
export const passkeyOptionsSchema = z.looseObject({ challenge: z.string() });
