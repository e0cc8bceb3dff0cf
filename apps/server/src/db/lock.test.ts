import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError } from './lock.ts';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'prakar-lock-'));
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** A pid that is certainly not running: a child that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('data folder lock', () => {
  it('writes our pid and removes the file on release', () => {
    const lock = acquireDataDirLock(dataDir);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('refuses a second opener while the first holds the lock', () => {
    const lock = acquireDataDirLock(dataDir);
    try {
      expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirInUseError);
      expect(() => acquireDataDirLock(dataDir)).toThrow(
        `is in use by another server process (pid ${process.pid}). Stop it or set DATA_DIR to another folder.`,
      );
    } finally {
      lock.release();
    }
    acquireDataDirLock(dataDir).release();
  });

  it('refuses another process, naming the folder and the pid that holds it', () => {
    const lock = acquireDataDirLock(dataDir);
    try {
      const script = [
        `import { acquireDataDirLock } from ${JSON.stringify(fileURLToPath(new URL('./lock.ts', import.meta.url)))};`,
        `try { acquireDataDirLock(${JSON.stringify(dataDir)}); process.exit(0); }`,
        'catch (error) { console.error(error.message); process.exit(1); }',
      ].join('\n');
      const child = spawnSync(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        { encoding: 'utf8' },
      );
      expect(child.status).toBe(1);
      expect(child.stderr.trim()).toBe(
        `The data folder ${dataDir} is in use by another server process (pid ${process.pid}). ` +
          'Stop it or set DATA_DIR to another folder.',
      );
    } finally {
      lock.release();
    }
  });

  it('leaves alone a lock another process has created but not yet written its pid into', () => {
    // How a server of an earlier version made the lock: the file first, the pid a moment later.
    writeFileSync(join(dataDir, 'pglite.lock'), '');
    expect(() => acquireDataDirLock(dataDir)).toThrow(
      /is in use by another server process\. Stop it/,
    );
    expect(readFileSync(join(dataDir, 'pglite.lock'), 'utf8')).toBe('');
  });

  it('takes over a lock left empty long ago, and never leaves its own without a pid', () => {
    const path = join(dataDir, 'pglite.lock');
    writeFileSync(path, '');
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(path, longAgo, longAgo);
    const lock = acquireDataDirLock(dataDir);
    expect(readFileSync(path, 'utf8')).toBe(`${process.pid}\n`);
    // No file of its own is left beside the lock.
    expect(readdirSync(dataDir)).toEqual(['pglite.lock']);
    lock.release();
  });

  it('takes over a lock left by a process that has died', () => {
    writeFileSync(join(dataDir, 'pglite.lock'), `${deadPid()}\n`);
    const lock = acquireDataDirLock(dataDir);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock naming our own pid that this process does not hold (restarted container)', () => {
    writeFileSync(join(dataDir, 'pglite.lock'), `${process.pid}\n`);
    const lock = acquireDataDirLock(dataDir);
    expect(existsSync(lock.path)).toBe(true);
    lock.release();
  });
});
