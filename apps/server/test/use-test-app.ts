import { afterAll, beforeAll } from 'vitest';
import type { App } from '#src/app.ts';
import { buildTestApp, type TestApp, type TestAppOptions } from './build-test-app.ts';

/**
 * One app for the tests of a file: built before the first, closed after the last. Returns how a
 * test reaches it.
 */
export function useTestApp(options: TestAppOptions = {}): () => App {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await buildTestApp(options);
  });
  afterAll(async () => {
    await testApp?.close();
  });
  return () => {
    if (!testApp) throw new Error('The test app is built before the tests run.');
    return testApp.app;
  };
}
