import { Session } from 'node:inspector/promises';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  type CpuProfile,
  formatSummary,
  packageOf,
  summariseProfile,
} from './cpu-profile-summary.ts';

const ours = pathToFileURL(`${process.cwd()}/apps/server/src/handler.ts`).href;
const frame = (id: number, functionName: string, url: string, children: number[] = []) => ({
  id,
  callFrame: { functionName, url, lineNumber: 8 },
  children,
});

/** A handler of ours calling pg, which calls drizzle; samples 100, 300, 600, 1000 and 1500 µs in. */
const profile: CpuProfile = {
  nodes: [
    frame(1, '(root)', '', [2, 3, 7]),
    frame(2, '(program)', ''),
    frame(3, 'handler', ours, [4]),
    frame(4, 'query', 'file:///srv/node_modules/pg/lib/client.js', [5]),
    frame(5, 'build', 'file:///srv/node_modules/drizzle-orm/sql/sql.js'),
    frame(7, '(idle)', ''),
  ],
  startTime: 0,
  endTime: 2000,
  samples: [5, 4, 3, 7, 5],
  timeDeltas: [100, 200, 300, 400, 500],
};

describe('summariseProfile', () => {
  it('gives each function and package its self and total time, each sample lasting until the next', () => {
    const summary = summariseProfile(profile);
    expect(summary.sampled).toBe(1900);
    expect(summary.busy).toBe(1400);
    expect(summary.functions.filter((fn) => fn.name !== '(idle)')).toEqual([
      { name: 'build drizzle-orm/sql/sql.js:9', self: 700, total: 700 },
      { name: 'handler apps/server/src/handler.ts:9', self: 400, total: 1400 },
      { name: 'query pg/lib/client.js:9', self: 300, total: 1000 },
    ]);
    expect(summary.packages).toEqual([
      { name: 'drizzle-orm', self: 700, total: 700 },
      { name: '(idle)', self: 500, total: 500 },
      { name: 'our code', self: 400, total: 1400 },
      { name: 'pg', self: 300, total: 1000 },
    ]);
  });

  it('counts only the samples within a window', () => {
    const summary = summariseProfile(profile, { from: 250, to: 1100 });
    expect(summary.sampled).toBe(1200);
    expect(summary.busy).toBe(700);
    expect(summary.packages.find((pkg) => pkg.name === 'drizzle-orm')).toBeUndefined();
  });

  it('prints shares of busy time, packages by total time', () => {
    const text = formatSummary('fixture', summariseProfile(profile));
    expect(text).toContain('fixture: 2 ms sampled, 1 ms busy (74 %)');
    expect(text).toMatch(/1 +50\.0 % +50\.0 % +build drizzle-orm\/sql\/sql\.js:9/);
    const packages = text.slice(text.indexOf('By package'));
    expect(packages.indexOf('our code')).toBeLessThan(packages.indexOf('pg'));
    expect(packages).not.toContain('(idle)');
    // The named packages are listed even when nothing of theirs ran.
    expect(packages).toMatch(/0 +0\.0 % +0\.0 % +zod/);
  });

  it('finds the busy function in a profile V8 took of this test', async () => {
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    let sum = 0;
    function spinForAWhile() {
      const until = performance.now() + 150;
      while (performance.now() < until) sum += Math.sqrt(sum + 1);
    }
    spinForAWhile();
    const { profile: taken } = await session.post('Profiler.stop');
    session.disconnect();
    expect(sum).toBeGreaterThan(0);
    const summary = summariseProfile(taken as CpuProfile);
    const spinning = summary.functions.find((fn) => fn.name.startsWith('spinForAWhile '));
    expect(spinning?.total).toBeGreaterThan(0.5 * summary.busy);
  });
});

describe('a worker waiting for work', () => {
  it('counts as idle, not busy', () => {
    const waiting = 'file:///srv/node_modules/piscina/dist/worker.js';
    const summary = summariseProfile({
      nodes: [frame(1, '(root)', '', [2]), frame(2, 'atomicsWaitLoop', waiting)],
      startTime: 0,
      endTime: 300,
      samples: [2, 2],
      timeDeltas: [100, 100],
    });
    expect(summary).toMatchObject({ sampled: 200, busy: 0 });
  });
});

describe('packageOf', () => {
  it('names the groups the summary is read by', () => {
    const modules = 'file:///srv/node_modules';
    expect(packageOf(`${modules}/pg-protocol/dist/parser.js`, 'parse')).toBe('pg');
    expect(packageOf(`${modules}/@fastify/cookie/plugin.js`, 'sign')).toBe('fastify');
    expect(packageOf(`${modules}/find-my-way/index.js`, 'find')).toBe('fastify');
    expect(packageOf(`${modules}/zod/v4/core/parse.js`, 'parse')).toBe('zod');
    expect(packageOf(`${modules}/pdfkit/js/pdfkit.js`, 'text')).toBe('pdfkit');
    expect(packageOf(`${modules}/@prakar/shared/src/money.ts`, 'rupees')).toBe('our code');
    expect(packageOf(ours, 'handler')).toBe('our code');
    expect(packageOf('node:internal/streams/writable', 'write')).toBe('node');
    expect(packageOf('', '(garbage collector)')).toBe('(garbage collector)');
    expect(packageOf('', 'writev')).toBe('V8 built-ins');
  });
});
