import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { DataDirInUseError } from './lock.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'prakar-data-'));

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('PGlite in a data folder', () => {
  // A first open of a data folder writes a whole cluster: slow on a busy machine.
  it('holds the folder lock while open and releases it on close', async () => {
    const config = { databaseUrl: undefined, dataDir };
    const first = await openDatabase(config);
    try {
      expect(first.kind).toBe('pglite');
      expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(true);
      await first.ping();
      await expect(openDatabase(config)).rejects.toBeInstanceOf(DataDirInUseError);
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
    // Closing twice (error path, then shutdown) is harmless.
    await first.close();
  }, 120_000);
});
