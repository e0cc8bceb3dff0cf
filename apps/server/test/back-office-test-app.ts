import { PLATFORM_ADMIN_ENV } from './build-test-app.ts';
import { buildPaymentsApp } from './commerce-helpers.ts';
import { useTestAppWithClock } from './use-test-app.ts';

/**
 * The app the back office's tests share: the firm's administrator configured, payments taken
 * through the built-in gateway, and the clock at 10 June 2026, 11:30 IST.
 */
export const useBackOfficeTestApp = () =>
  useTestAppWithClock(
    { start: new Date('2026-06-10T06:00:00.000Z'), env: PLATFORM_ADMIN_ENV },
    buildPaymentsApp,
  );
