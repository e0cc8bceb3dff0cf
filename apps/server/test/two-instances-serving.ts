import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '#src/app.ts';
import {
  buildSecondInstance,
  buildTestApp,
  PLATFORM_ADMIN_ENV,
  type TestApp,
} from './build-test-app.ts';

/**
 * Two instances on one database serving a web build made of `files` (path → content), as pages
 * the server fills in are served in production; made before the file's tests, closed after.
 */
export function useTwoInstancesServing(files: Record<string, string>) {
  const served = {} as { first: TestApp; second: App };
  let buildDir: string;

  beforeAll(async () => {
    buildDir = mkdtempSync(join(tmpdir(), 'prakar-web-build-'));
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(buildDir, path)), { recursive: true });
      writeFileSync(join(buildDir, path), content);
    }
    const env = { ...PLATFORM_ADMIN_ENV, WEB_BUILD_DIR: buildDir };
    served.first = await buildTestApp({ env });
    served.second = await buildSecondInstance(served.first.app, { env });
  });

  afterAll(async () => {
    await served.second?.close();
    await served.first?.close();
    rmSync(buildDir, { recursive: true, force: true });
  });

  return served;
}
