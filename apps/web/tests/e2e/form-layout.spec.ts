import { signInAsNewAdmin } from './accounts';
import { expect, test } from './support';

test.use({ viewport: { width: 1280, height: 900 } });

test('the profile form’s inputs keep their natural height beside fields with hints', async ({
  page,
}) => {
  await signInAsNewAdmin(page, { profileComplete: false });
  await page.goto('/user-profile');
  const inputs = page
    .getByRole('main')
    .locator('input[type="text"], input[type="tel"], input:not([type])');
  // The form's fields draw once the profile has loaded, which takes longer on a busy machine.
  await expect.poll(() => inputs.count()).toBeGreaterThan(5);
  const heights = await inputs.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().height)),
  );
  expect(new Set(heights).size, `input heights ${heights.join(', ')}`).toBe(1);
});
