/**
 * Made at start by the test server (PLATFORM_ADMIN_EMAIL/PASSWORD); tests sign in with it, and
 * with a code from the authenticator secret the server is given too (PLATFORM_ADMIN_TOTP_SECRET):
 * staff always sign in with two steps.
 */
export const PLATFORM_ADMIN = {
  email: 'staff.e2e@prakartax.in',
  password: 'harbour-lights-over-worli-e2e',
  totpSecret: 'PRAKARE2ESTAFFTWOSTEPSIGNIN234AB',
} as const;
