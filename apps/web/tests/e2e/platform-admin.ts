/** Made at start by the test server (PLATFORM_ADMIN_EMAIL/PASSWORD); tests sign in with it. */
export const PLATFORM_ADMIN = {
  email: 'staff.e2e@prakartax.in',
  password: 'harbour-lights-over-worli-e2e',
} as const;
