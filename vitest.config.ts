import { defineConfig } from 'vitest/config';

/**
 * One Vitest run covers the shared logic, the npm scripts' pure parts, the server (through
 * `inject` on a fresh database) and the web app's units. `npm run test:db` runs only the server project, which is the one CI repeats
 * against PostgreSQL by setting TEST_DATABASE_URL.
 */
export default defineConfig({
  test: {
    // Test files wait on databases and timers as much as they compute: one worker per core.
    maxWorkers: '100%',
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
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'gateway',
          include: ['packages/razorpay/src/**/*.test.ts', 'packages/test-gateway/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          // Each file opens an embedded database for the gateway's records, which takes seconds
          // on a busy machine.
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Every file builds its own app on its own copy of the database, so files can share a
          // worker's loaded modules instead of importing the server again (docs/decisions/0027).
          isolate: false,
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
          // The setup file resets the DOM, the query cache, storage, mocks and timers after each test.
          isolate: false,
        },
      },
    ],
  },
});
