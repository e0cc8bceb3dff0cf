import { afterAll, beforeAll } from 'vitest';
import type { App } from '#src/app.ts';
import { createFakeClock } from './accounts-helpers.ts';
import { buildTestApp, type TestApp, type TestAppOptions } from './build-test-app.ts';

/**
 * One app for the tests of a file: built before the first (by `build`, e.g. `buildPaymentsApp`
 * for one that listens), closed after the last. Returns how a test reaches it.
 */
export function useTestApp(
  options: TestAppOptions = {},
  build: (options: TestAppOptions) => Promise<TestApp> = buildTestApp,
): () => App {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await build(options);
  });
  afterAll(async () => {
    await testApp?.close();
  });
  return () => {
    if (!testApp) throw new Error('The test app is built before the tests run.');
    return testApp.app;
  };
}

/** `useTestApp` on a clock the tests move by hand, starting at `start` (1 April 2026 by default). */
export function useTestAppWithClock(
  { start, ...options }: Omit<TestAppOptions, 'now'> & { start?: Date } = {},
  build?: (options: TestAppOptions) => Promise<TestApp>,
) {
  const clock = createFakeClock(start);
  return { clock, app: useTestApp({ ...options, now: clock.now }, build) };
}
