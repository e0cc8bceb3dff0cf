// `npm test`: every check the project has, in order of speed. Prints a closing
// "N passed, N failed" line that counts the unit, server and end-to-end tests.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium, findHeadlessShell } from './find-chromium.mjs';
import { run } from './run.mjs';

const reports = mkdtempSync(join(tmpdir(), 'prakar-test-'));
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

function vitestCounts() {
  const report = readJson(vitestReport);
  return report
    ? {
        passed: report.numPassedTests,
        failed: report.numFailedTests + (report.numFailedTestSuites ?? 0),
      }
    : { passed: 0, failed: 1 };
}

function playwrightCounts() {
  const stats = readJson(playwrightReport)?.stats;
  return stats
    ? { passed: stats.expected + stats.flaky, failed: stats.unexpected }
    : { passed: 0, failed: 1 };
}

const steps = [
  { name: 'typecheck', run: () => run('npm', ['run', 'typecheck', '--silent']) },
  { name: 'lint', run: () => run('npm', ['run', 'lint', '--silent']) },
  { name: 'unused dependencies', run: () => run('npm', ['run', 'lint:unused', '--silent']) },
  {
    name: 'unit and server tests',
    run: () =>
      run('npx', [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${vitestReport}`,
      ]),
    counts: vitestCounts,
  },
  { name: 'web build', run: () => run('npm', ['run', 'build', '--silent']) },
  {
    name: 'end-to-end tests',
    run: () => {
      process.env.E2E_HEADLESS_SHELL = findHeadlessShell();
      process.env.E2E_CHROMIUM = findChromium();
      return run('npx', ['playwright', 'test', '--reporter=list,json'], {
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
      });
    },
    counts: playwrightCounts,
  },
];

/** "1 min 05 s" or "42.3 s". */
function duration(ms) {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;
}

const totals = { passed: 0, failed: 0 };
const failedSteps = [];
const timings = [];
const started = performance.now();
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const stepStarted = performance.now();
  let code;
  try {
    code = await step.run();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    code = 1;
  }
  if (step.counts) {
    const counts = step.counts();
    totals.passed += counts.passed;
    totals.failed += counts.failed;
  }
  if (code !== 0) {
    failedSteps.push(step.name);
    if (!step.counts) totals.failed += 1;
  }
  timings.push([step.name, performance.now() - stepStarted]);
}

console.log('\nTime taken:');
for (const [name, ms] of timings) console.log(`  ${name.padEnd(24)} ${duration(ms)}`);
console.log(`  ${'all'.padEnd(24)} ${duration(performance.now() - started)}`);

console.log(failedSteps.length ? `\nFailed: ${failedSteps.join(', ')}` : '\nAll checks passed.');
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
