import { defineConfig } from 'vitest/config';

/**
 * One Vitest run covers the shared logic, the server (through `inject` on a fresh database) and
 * the web app's units. `npm run test:db` runs only the server project, which is the one CI repeats
 * against PostgreSQL by setting TEST_DATABASE_URL.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'gateway',
          include: ['packages/razorpay/src/**/*.test.ts', 'packages/test-gateway/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/app/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/tests/component/setup.ts'],
        },
      },
    ],
  },
});
