import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

const STEP_MS = 30_000;

/**
 * The authenticator app a person adds the typed-out key to. The server accepts a code of the step
 * either side of now, once each and only later than the last: each code here is for the earliest
 * step still open after `lastStep` (one already used elsewhere), waiting for the clock only when
 * the next one is not yet accepted.
 */
export function authenticator(typedKey: string, lastStep = Number.NEGATIVE_INFINITY) {
  const totp = new TOTP({ secret: Secret.fromBase32(typedKey.replace(/\s/g, '')) });
  let last = lastStep;
  return {
    async nextCode(): Promise<string> {
      const currentStep = () => Math.floor(Date.now() / STEP_MS);
      const step = Math.max(last + 1, currentStep() - 1);
      while (step > currentStep() + 1) await new Promise((wake) => setTimeout(wake, 500));
      last = step;
      return totp.generate({ timestamp: step * STEP_MS + STEP_MS / 2 });
    },
    /** The step of the last code given. */
    get lastStep(): number {
      return last;
    },
  };
}

/**
 * Two-step sign-in set up where the profile asks for it first, as a person does: the key typed
 * into the app, a code from it, the recovery codes saved. Returns the app, for later sign-ins.
 */
export async function setUpTwoStepWhenAsked(page: Page) {
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await section.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const app = authenticator((await section.locator('code').first().textContent()) ?? '');
  await section.getByLabel('Code from your authenticator app').fill(await app.nextCode());
  await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await section.getByRole('button', { name: 'I have saved them' }).click();
  return app;
}
