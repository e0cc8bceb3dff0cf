import type { Locator, Page } from '@playwright/test';
import { invite, signInAsNewAdmin } from './accounts';
import { uniqueAddress } from './mailbox';
import { expect, test } from './support';

/** The contrast of a control's words against its own background, by WCAG's formula. */
function textContrast(control: Locator): Promise<number> {
  return control.evaluate((element) => {
    const channels = (colour: string) =>
      (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
        const value = Number(part) / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = channels(colour);
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const style = getComputedStyle(element);
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort(
      (a, b) => b - a,
    );
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  });
}

/** The rows of the page's matrix that the bar lies over, by their text. */
async function rowsUnder(page: Page, bar: Locator): Promise<string[]> {
  const box = await bar.boundingBox();
  if (!box) return [];
  return page.getByRole('row').evaluateAll(
    (rows, { top, bottom }) =>
      rows
        .filter((row) => {
          const rect = row.getBoundingClientRect();
          return rect.bottom > top && rect.top < bottom && rect.height > 0;
        })
        .map((row) => (row.textContent ?? '').trim().slice(0, 40)),
    { top: box.y, bottom: box.y + box.height },
  );
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test(`at ${viewport.width} px, Save and Discard look unavailable with nothing to save, and their bar covers no row`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInAsNewAdmin(page, { name: 'Asha Iyer' });
    // Enough colleagues that the access matrix runs past the foot of the screen.
    await Promise.all(
      Array.from({ length: 14 }, (_, index) =>
        invite(page.request, { email: uniqueAddress(`colleague-${index}`) }),
      ),
    );
    await page.goto('/user-management/access-control');
    const save = page.getByRole('button', { name: 'Save changes' });
    const discard = page.getByRole('button', { name: 'Discard' });
    await expect(page.getByText('No unsaved changes')).toBeVisible();
    await expect(page.getByRole('row').nth(10)).toBeAttached();

    for (const control of [save, discard]) {
      await expect(control).toHaveAttribute('aria-disabled', 'true');
      await expect(control).toHaveCSS('cursor', 'not-allowed');
      expect(await textContrast(control)).toBeGreaterThanOrEqual(4.5);
    }
    // Flat and grey, not the accent colour of a button that does something.
    const accent = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--color-accent)';
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });
    await expect(save).not.toHaveCSS('background-color', accent);

    const bar = page.getByText('No unsaved changes').locator('..');
    expect(await rowsUnder(page, bar)).toEqual([]);

    // With a change to save, the bar follows the screen and Save looks ready.
    await page.getByRole('checkbox').filter({ visible: true }).first().click();
    await expect(page.getByText('1 unsaved change')).toBeVisible();
    await expect(save).not.toHaveAttribute('aria-disabled', 'true');
    await expect(save).toHaveCSS('background-color', accent);
    await expect(page.getByText('1 unsaved change').locator('..')).toHaveCSS('position', 'sticky');
  });
}
