import { afterAll, beforeAll } from 'vitest';
import type { App } from '#src/app.ts';
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
