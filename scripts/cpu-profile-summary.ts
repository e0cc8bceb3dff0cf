// What a node `--cpu-prof` profile spent its time on: the functions with the most self time, and
// the time per package (drizzle-orm, pg, zod, fastify, our code, …) both as the frame running and
// as anywhere on the stack. `npm run bench:api -- --cpu-prof DIR` prints it for each profile the
// server wrote; alone: `node --import tsx scripts/cpu-profile-summary.ts file.cpuprofile …`.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The parts of V8's `.cpuprofile` JSON read here. */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  startTime: number;
  endTime: number;
  samples: number[];
  /** Microseconds before each sample since the one before (the first since startTime). */
  timeDeltas: number[];
}

export interface TimeShare {
  name: string;
  /** Microseconds as the running frame. */
  self: number;
  /** Microseconds anywhere on the stack, counted once per sample however often it appears. */
  total: number;
}

export interface ProfileSummary {
  /** Microseconds sampled, idle included. */
  sampled: number;
  /** Microseconds not idle. */
  busy: number;
  functions: TimeShare[];
  packages: TimeShare[];
}

const root = fileURLToPath(new URL('..', import.meta.url));

/** node-postgres and its parts, Fastify and the parts it is made of, under one name each. */
const GROUPS: [RegExp, string][] = [
  [/^(pg|pg-[a-z-]+|pgpass|postgres-[a-z-]+)$/, 'pg'],
  [
    /^(fastify|@fastify\/.+|fastify-.+|find-my-way|avvio|light-my-request|fast-json-stringify|fast-querystring|fast-uri|secure-json-parse|toad-cache)$/,
    'fastify',
  ],
  [/^@prakar\//, 'our code'],
];

/** The packages the summary always shows, however little they took. */
const NAMED_PACKAGES = ['drizzle-orm', 'pg', 'zod', 'fastify', 'our code'];

/** The package (or kind of code) a frame at `url` belongs to. */
export function packageOf(url: string, functionName: string): string {
  if (url === '') return functionName.startsWith('(') ? functionName : 'V8 built-ins';
  if (url.startsWith('node:')) return 'node';
  const inModules = url.lastIndexOf('/node_modules/');
  if (inModules === -1) return url.includes(root) ? 'our code' : 'other';
  const [scope = '', name = ''] = url.slice(inModules + '/node_modules/'.length).split('/');
  const named = scope.startsWith('@') ? `${scope}/${name}` : scope;
  return GROUPS.find(([pattern]) => pattern.test(named))?.[1] ?? named;
}

/** `file:///…/repo/apps/x.ts` as `apps/x.ts`, a package's file from its package on. */
function shortPlace(url: string, line: number): string {
  if (url === '') return '';
  const inModules = url.lastIndexOf('/node_modules/');
  const path =
    inModules === -1
      ? url.replace(pathToFileURL(root).href, '').replace(root, '')
      : url.slice(inModules + '/node_modules/'.length);
  return `${path}:${line + 1}`;
}

function add(into: Map<string, TimeShare>, name: string, self: number, total: number) {
  const share = into.get(name) ?? { name, self: 0, total: 0 };
  share.self += self;
  share.total += total;
  into.set(name, share);
}

/**
 * Microseconds on the clock V8 stamps profiles with (the system's monotonic clock, the same in
 * every process), to mark when a load began and ended.
 */
export const profileClock = () => Number(process.hrtime.bigint() / 1000n);

/** A span of `profileClock` time: only the samples taken within it count. */
export interface ProfileWindow {
  from: number;
  to: number;
}

/**
 * Self and total time per function and per package, busiest first by self time; only of the
 * samples within `window` when given (the load, not the process's start).
 */
export function summariseProfile(profile: CpuProfile, window?: ProfileWindow): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  }
  const functionOf = (id: number) => {
    const { functionName, url, lineNumber } = byId.get(id)?.callFrame ?? {
      functionName: '?',
      url: '',
      lineNumber: 0,
    };
    const place = shortPlace(url, lineNumber);
    const name = `${functionName || '(anonymous)'}${place ? ` ${place}` : ''}`;
    const pkg = packageOf(url, functionName);
    // The invoice renderers (piscina) wait for work in Atomics.wait, which samples as running.
    if (pkg === 'piscina' && functionName === 'atomicsWaitLoop') {
      return { name: `(idle) ${name}`, pkg: '(idle)' };
    }
    return { name, pkg };
  };
  const functions = new Map<string, TimeShare>();
  const packages = new Map<string, TimeShare>();
  let sampled = 0;
  let idle = 0;
  let at = profile.startTime;
  profile.samples.forEach((leaf, index) => {
    at += profile.timeDeltas[index] ?? 0;
    // A sample lasts until the next one; the last one until the profile ends.
    const next = profile.timeDeltas[index + 1];
    const duration = Math.max(0, next ?? profile.endTime - at);
    if (window && (at < window.from || at > window.to)) return;
    sampled += duration;
    const running = functionOf(leaf);
    if (running.pkg === '(idle)') idle += duration;
    const onStack = { functions: new Set<string>(), packages: new Set<string>() };
    for (let id: number | undefined = leaf; id !== undefined; id = parentOf.get(id)) {
      const frame = functionOf(id);
      if (frame.pkg === '(root)') continue;
      onStack.functions.add(frame.name);
      onStack.packages.add(frame.pkg);
    }
    for (const name of onStack.functions)
      add(functions, name, name === running.name ? duration : 0, duration);
    for (const name of onStack.packages)
      add(packages, name, name === running.pkg ? duration : 0, duration);
  });
  const busiest = (shares: Map<string, TimeShare>) =>
    [...shares.values()].sort((a, b) => b.self - a.self || b.total - a.total);
  return {
    sampled,
    busy: sampled - idle,
    functions: busiest(functions),
    packages: busiest(packages),
  };
}

/** The summary as text: the `top` functions by self time, then every package, as shares of busy time. */
export function formatSummary(title: string, summary: ProfileSummary, top = 15): string {
  const ms = (microseconds: number) => (microseconds / 1000).toFixed(0);
  const share = (microseconds: number) =>
    summary.busy > 0 ? `${((microseconds / summary.busy) * 100).toFixed(1)} %` : '—';
  const table = (header: string[], rows: string[][]) => {
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
    const last = header.length - 1;
    return [header, ...rows]
      .map((cells) =>
        cells
          .map((cell, i) => (i === last ? cell : cell.padStart(widths[i] ?? 0)))
          .join('  ')
          .trimEnd(),
      )
      .join('\n');
  };
  const busy = summary.functions.filter((fn) => fn.self > 0 && !fn.name.startsWith('(idle)'));
  const heading = `${title}: ${ms(summary.sampled)} ms sampled, ${ms(summary.busy)} ms busy (${
    summary.sampled > 0 ? ((summary.busy / summary.sampled) * 100).toFixed(0) : 0
  } %); shares are of busy time.`;
  // A thread that waited throughout (a worker with nothing to do) has nothing to list.
  if (summary.busy < 0.01 * summary.sampled) return `${heading.split(';')[0]}: idle.`;
  return [
    heading,
    `Top ${top} functions by self time:`,
    table(
      ['self ms', 'self', 'total', 'function'],
      busy.slice(0, top).map((fn) => [ms(fn.self), share(fn.self), share(fn.total), fn.name]),
    ),
    'By package (self: its frame running; total: anywhere on the stack; under 0.5 % left out):',
    table(
      ['self ms', 'self', 'total', 'package'],
      [
        ...summary.packages,
        ...NAMED_PACKAGES.filter((name) => !summary.packages.some((pkg) => pkg.name === name)).map(
          (name) => ({ name, self: 0, total: 0 }),
        ),
      ]
        .filter(
          (pkg) =>
            pkg.name !== '(idle)' &&
            (NAMED_PACKAGES.includes(pkg.name) || pkg.total >= 0.005 * summary.busy),
        )
        .sort((a, b) => b.total - a.total)
        .map((pkg) => [ms(pkg.self), share(pkg.self), share(pkg.total), pkg.name]),
    ),
  ].join('\n');
}

/** `CPU.<date>.<time>.<pid>.<thread>.<sequence>.cpuprofile`, as node names them, with whose it is. */
function titleOf(path: string): string {
  const name = basename(path);
  const [, pid, thread] = /\.(\d+)\.(\d+)\.\d+\.cpuprofile$/.exec(name) ?? [];
  if (!pid) return name;
  return `${name} (process ${pid}, ${thread === '0' ? 'main thread' : `worker thread ${thread}`})`;
}

export function summariseProfileFile(path: string, window?: ProfileWindow): string {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
  return formatSummary(titleOf(path), summariseProfile(profile, window));
}

/**
 * `dir` (made if missing) for processes to write profiles into, and the summaries of those they
 * wrote since this call, so an earlier run's profiles in the same folder are left out.
 */
export function watchProfiles(dir: string) {
  const folder = resolve(dir);
  mkdirSync(folder, { recursive: true });
  const before = new Set(readdirSync(folder));
  return {
    dir: folder,
    summariseNew(window?: ProfileWindow): string {
      const written = readdirSync(folder).filter(
        (name) => name.endsWith('.cpuprofile') && !before.has(name),
      );
      if (written.length === 0) return `No CPU profile was written to ${folder}.`;
      return written
        .sort()
        .map((name) => summariseProfileFile(join(folder, name), window))
        .join('\n\n');
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = process.argv.slice(2);
  if (files.length === 0) {
    console.error('Usage: node --import tsx scripts/cpu-profile-summary.ts file.cpuprofile …');
    process.exit(1);
  }
  console.log(files.map((file) => summariseProfileFile(file)).join('\n\n'));
}
