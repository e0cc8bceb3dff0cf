import type { App } from '#src/app.ts';

const clocks = new WeakMap<App, () => Date>();

/** Kept by buildTestApp: the clock a test injected into its app, if any. */
export function rememberClock(app: App, now: (() => Date) | undefined): void {
  if (now) clocks.set(app, now);
}

/** The app's time: its injected clock, else the real one. */
export function appTime(app: App): Date {
  return clocks.get(app)?.() ?? new Date();
}
