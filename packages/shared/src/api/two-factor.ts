import { apiErrorSchema } from '#src/api-error.ts';
import { signedInResponseSchema } from '#src/auth.ts';
import { passkeyOptionsSchema } from '#src/passkeys.ts';
import {
  anyCodeSchema,
  passkeySecondStepSchema,
  pendingSignInSchema,
  recoveryCodesSchema,
  secondStepSchema,
  totpCodeSchema,
  twoFactorPolicySchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '#src/two-factor.ts';
import { defineEndpoints, errorResponses, noContent } from './endpoint.ts';

const errors = errorResponses(400, 401, 403, 415, 429, 500);

/**
 * Two-step sign-in with an authenticator app (RFC 6238): set up, recovery codes and turning it
 * off from the profile (the signed-in browser only), the organisation's policy, and the second
 * step of a sign-in (a code, or one of the user's passkeys).
 */
export const twoFactorApi = defineEndpoints('two-factor', {
  status: {
    method: 'GET',
    path: '/Details/TwoFactor',
    tag: 'Details',
    summary: 'Whether two-step sign-in is on, and how many recovery codes are left.',
    responses: { 200: twoFactorStatusSchema, ...errors },
  },
  setUp: {
    method: 'POST',
    path: '/Details/TwoFactor/SetUp',
    tag: 'Details',
    summary:
      'A new secret for the authenticator app, as a QR code and typed out; nothing changes until a code confirms it.',
    responses: { 200: twoFactorSetupSchema, 409: apiErrorSchema, ...errors },
  },
  confirm: {
    method: 'POST',
    path: '/Details/TwoFactor/Confirm',
    tag: 'Details',
    summary:
      'Turn two-step sign-in on with a current code from the new secret; answers the ten recovery codes, shown once.',
    body: totpCodeSchema,
    responses: { 200: recoveryCodesSchema, 409: apiErrorSchema, ...errors },
  },
  regenerateRecoveryCodes: {
    method: 'POST',
    path: '/Details/TwoFactor/RecoveryCodes',
    tag: 'Details',
    summary: 'Ten new recovery codes in place of the old ones; needs a current code.',
    body: totpCodeSchema,
    responses: { 200: recoveryCodesSchema, 409: apiErrorSchema, ...errors },
  },
  turnOff: {
    method: 'POST',
    path: '/Details/TwoFactor/TurnOff',
    tag: 'Details',
    summary:
      'Turn two-step sign-in off with a current code or a recovery code; a security notice is e-mailed.',
    body: anyCodeSchema,
    responses: { ...noContent, 409: apiErrorSchema, ...errors },
  },
  policy: {
    method: 'GET',
    path: '/Details/TwoFactorPolicy',
    tag: 'Details',
    permission: 'manage:organisation:org',
    summary: "Who in the caller's organisation must use two-step sign-in.",
    responses: { 200: twoFactorPolicySchema, ...errors },
  },
  setPolicy: {
    method: 'PUT',
    path: '/Details/TwoFactorPolicy',
    tag: 'Details',
    permission: 'manage:organisation:org',
    summary:
      'Require two-step sign-in of nobody, the administrators or everyone: those it covers without it may only set it up.',
    body: twoFactorPolicySchema,
    responses: { 200: twoFactorPolicySchema, 409: apiErrorSchema, ...errors },
  },
  secondStep: {
    method: 'POST',
    path: '/Authentication/SecondStep',
    tag: 'Authentication',
    signIn: 'none',
    summary:
      "Finish a sign-in with the authenticator's code or a recovery code: sets the HttpOnly session cookie.",
    body: secondStepSchema,
    responses: { 200: signedInResponseSchema, ...errors },
  },
  secondStepPasskeyOptions: {
    method: 'POST',
    path: '/Authentication/SecondStep/Passkey/Options',
    tag: 'Authentication',
    signIn: 'none',
    summary:
      "Options for `navigator.credentials.get()` with the pending sign-in user's own passkeys: a single-use challenge, valid for 5 minutes.",
    body: pendingSignInSchema,
    responses: { 200: passkeyOptionsSchema, 409: apiErrorSchema, ...errors },
  },
  secondStepPasskey: {
    method: 'POST',
    path: '/Authentication/SecondStep/Passkey',
    tag: 'Authentication',
    signIn: 'none',
    summary:
      "Finish a sign-in with one of the user's passkeys after the password: sets the HttpOnly session cookie.",
    body: passkeySecondStepSchema,
    responses: { 200: signedInResponseSchema, ...errors },
  },
});
