import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { displayPath } from '#src/config.ts';

/** Lock files this process holds, so a second open in the same process is refused too. */
const heldByThisProcess = new Set<string>();

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(
    readonly dataDir: string,
    readonly pid?: number,
  ) {
    super(
      `The data folder ${displayPath(dataDir)} is in use by another server process${pid ? ` (pid ${pid})` : ''}. ` +
        'Stop it or set DATA_DIR to another folder.',
    );
  }
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Creates the lock with our pid already in it: the pid is written to a file of our own, which is
 * then hard-linked to the lock's name (atomic, and refused if the name exists). Creating the lock
 * and writing into it afterwards would leave a moment in which another process finds it empty.
 */
function createExclusively(path: string): boolean {
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(temporary, `${process.pid}\n`);
  try {
    linkSync(temporary, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temporary);
  }
}

/**
 * A lock without a readable pid is taken for one being written (by a server of an earlier
 * version, which wrote its pid after creating the file) until it has been left so for this long.
 */
const UNREADABLE_LOCK_GRACE_MS = 10_000;

function recentlyWritten(path: string): boolean {
  try {
    return Date.now() - statSync(path).mtimeMs < UNREADABLE_LOCK_GRACE_MS;
  } catch {
    return false;
  }
}

/**
 * PGlite has no lock between processes, and two servers writing one data folder would corrupt
 * it. This takes `<dataDir>/pglite.lock` (created exclusively, holding our pid) or refuses with
 * DataDirInUseError. A lock left by a process that died is taken over. Our own pid counts as
 * stale unless this process really holds the lock: after a container restart the new server
 * often gets the same pid as the one that crashed.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'pglite.lock');
  if (heldByThisProcess.has(path)) throw new DataDirInUseError(dataDir, process.pid);

  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (createExclusively(path)) {
      heldByThisProcess.add(path);
      return { path, release: () => releaseLock(path) };
    }
    const owner = readPid(path);
    if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
      throw new DataDirInUseError(dataDir, owner);
    }
    if (owner === undefined && recentlyWritten(path)) throw new DataDirInUseError(dataDir);
    // Stale: remove it only if it still names the same dead owner, then race for a fresh one.
    removeIfOwnedBy(path, owner);
  }
  throw new DataDirInUseError(dataDir, readPid(path));
}

function removeIfOwnedBy(path: string, owner: number | undefined): void {
  try {
    if (readPid(path) === owner) unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function releaseLock(path: string): void {
  if (heldByThisProcess.delete(path)) removeIfOwnedBy(path, process.pid);
}
