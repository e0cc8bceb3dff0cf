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
  await expect(inputs.first()).toBeVisible();
  const heights = await inputs.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().height)),
  );
  expect(heights.length).toBeGreaterThan(5);
  expect(new Set(heights).size, `input heights ${heights.join(', ')}`).toBe(1);
});
