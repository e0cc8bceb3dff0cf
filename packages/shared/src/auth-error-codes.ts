/**
 * Kept apart from the auth schemas, so code that only needs to recognise an error (the API
 * client on every page) does not load zod.
 */
/** Error codes of the sign-in, sign-up and password flows, beside the generic ones. */
export const AUTH_ERROR_CODES = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  accountDeactivated: 'ACCOUNT_DEACTIVATED',
  tokenInvalid: 'TOKEN_INVALID',
  tokenExpired: 'TOKEN_EXPIRED',
  tokenUsed: 'TOKEN_USED',
  csrfRejected: 'CSRF_REJECTED',
  profileIncomplete: 'PROFILE_INCOMPLETE',
  wrongOrganisation: 'WRONG_ORGANISATION',
  /** A read-only personal access token sent with anything but GET or HEAD. */
  tokenReadOnly: 'TOKEN_READ_ONLY',
  /** Managing tokens, the password or sessions needs the signed-in browser, not a token. */
  sessionRequired: 'SESSION_REQUIRED',
  accessTokenLimit: 'ACCESS_TOKEN_LIMIT',
  /** A wrong or already used code from the authenticator app, or a wrong recovery code. */
  wrongCode: 'WRONG_CODE',
  /** The pending sign-in between the password and the code is unknown, used or past its time. */
  secondStepExpired: 'SECOND_STEP_EXPIRED',
  /** The organisation requires two-step sign-in: until it is on, this session may only set it up. */
  twoFactorSetUpRequired: 'TWO_FACTOR_SETUP_REQUIRED',
  /** A passkey's answer that does not prove it: unknown, forged, replayed or past its challenge. */
  passkeyRefused: 'PASSKEY_REFUSED',
} as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[keyof typeof AUTH_ERROR_CODES];
