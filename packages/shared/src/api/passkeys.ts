import { apiErrorSchema } from '#src/api-error.ts';
import { signedInResponseSchema } from '#src/auth.ts';
import {
  addPasskeySchema,
  passkeyIdParamsSchema,
  passkeyListSchema,
  passkeyOptionsSchema,
  passkeySchema,
  passkeySignInSchema,
  renamePasskeySchema,
} from '#src/passkeys.ts';
import { defineEndpoints, errorResponses, noContent } from './endpoint.ts';

const errors = errorResponses(400, 401, 403, 415, 429, 500);

/**
 * Passkeys (WebAuthn): adding, naming and removing them from the profile (the signed-in browser
 * only, like the password), and signing in with one alone.
 */
export const passkeysApi = defineEndpoints('passkeys', {
  list: {
    method: 'GET',
    path: '/Details/Passkeys',
    tag: 'Details',
    summary: "The signed-in user's passkeys, newest first.",
    responses: { 200: passkeyListSchema, ...errors },
  },
  registrationOptions: {
    method: 'POST',
    path: '/Details/Passkeys/Options',
    tag: 'Details',
    summary:
      'Options for `navigator.credentials.create()`: a single-use challenge, valid for 5 minutes.',
    responses: { 200: passkeyOptionsSchema, 409: apiErrorSchema, ...errors },
  },
  add: {
    method: 'POST',
    path: '/Details/Passkeys',
    tag: 'Details',
    summary:
      "Add a passkey from the device's answer to the options, under a name; a security notice is e-mailed.",
    body: addPasskeySchema,
    responses: { 201: passkeySchema, 409: apiErrorSchema, ...errors },
  },
  rename: {
    method: 'PATCH',
    path: '/Details/Passkeys/:id',
    tag: 'Details',
    summary: 'Rename one of your passkeys.',
    params: passkeyIdParamsSchema,
    body: renamePasskeySchema,
    responses: { 200: passkeySchema, 404: apiErrorSchema, ...errors },
  },
  remove: {
    method: 'DELETE',
    path: '/Details/Passkeys/:id',
    tag: 'Details',
    summary: 'Remove one of your passkeys: it no longer signs you in.',
    params: passkeyIdParamsSchema,
    responses: { ...noContent, 404: apiErrorSchema, ...errors },
  },
  signInOptions: {
    method: 'POST',
    path: '/Authentication/Passkey/Options',
    tag: 'Authentication',
    signIn: 'none',
    summary:
      'Options for `navigator.credentials.get()` with any passkey of this site: a single-use challenge, valid for 5 minutes.',
    responses: { 200: passkeyOptionsSchema, ...errors },
  },
  signIn: {
    method: 'POST',
    path: '/Authentication/Passkey',
    tag: 'Authentication',
    signIn: 'none',
    summary:
      'Sign in with a passkey alone (it counts as two-step sign-in): sets the HttpOnly session cookie.',
    body: passkeySignInSchema,
    responses: { 200: signedInResponseSchema, ...errors },
  },
});
