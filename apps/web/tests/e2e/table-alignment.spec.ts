import type { Page } from '@playwright/test';
import type { GuardedRoute } from '@prakar/shared/routes';
import { invite, signInAsNewAdmin, signInAsPlatformAdmin } from './accounts';
import { sendContactMessage } from './contact-message';
import { uniqueAddress } from './mailbox';
import { paidOrder } from './orders';
import { forEachRoute, openPortalScreen } from './screens';
import { expect, test } from './support';

test.use({ viewport: { width: 1280, height: 800 } });

/** How far a header's words may sit from its column's values, in CSS px. */
const TOLERANCE = 2;

/**
 * Each visible column header of each table on the page whose words do not line up with its
 * column's values: at the same left edge for a column read from the left, the same right edge for
 * amounts, the same centre for boxes. A value is what the eye lines up with: its words, or the
 * box of a badge or button drawn around them.
 */
function misalignedHeaders(page: Page): Promise<string[]> {
  return page.evaluate((tolerance) => {
    const hidden = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.visibility === 'hidden') {
          return true;
        }
      }
      return false;
    };
    /** The drawn edges of a cell's content: its words, or the framed box around them. */
    const contentBox = (cell: Element) => {
      const boxes: DOMRect[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || hidden(parent)) continue;
        let framed: Element | null = null;
        for (let at: Element | null = parent; at && at !== cell; at = at.parentElement) {
          const style = getComputedStyle(at);
          const painted =
            style.backgroundColor !== 'rgba(0, 0, 0, 0)' || parseFloat(style.borderLeftWidth) > 0;
          if (painted && style.display !== 'inline') framed = at;
        }
        if (framed) boxes.push(framed.getBoundingClientRect());
        else {
          const range = document.createRange();
          range.selectNodeContents(node);
          boxes.push(...[...range.getClientRects()].filter((rect) => rect.width > 0));
        }
      }
      if (boxes.length === 0) return null;
      return {
        left: Math.min(...boxes.map((box) => box.left)),
        right: Math.max(...boxes.map((box) => box.right)),
        top: Math.min(...boxes.map((box) => box.top)),
        bottom: Math.max(...boxes.map((box) => box.bottom)),
        lines: new Set(boxes.map((box) => Math.round(box.top))).size,
      };
    };
    const problems: string[] = [];
    for (const table of document.querySelectorAll('main table')) {
      const caption = table.querySelector('caption')?.textContent?.trim() ?? 'a table';
      // The columns' own headers: those reaching the head's foot (a group's header spans several).
      const head = table.querySelector('thead')?.getBoundingClientRect();
      const headers = [...table.querySelectorAll('thead th')].filter(
        (header) => head && Math.abs(header.getBoundingClientRect().bottom - head.bottom) < 1,
      );
      const rows = [...table.querySelectorAll('tbody tr')];
      // Side by side, the headers' words sit on one line across the row.
      const oneLiners = headers.flatMap((header) => {
        const box = contentBox(header);
        return box?.lines === 1 ? [{ header, middle: (box.top + box.bottom) / 2 }] : [];
      });
      const [first, ...others] = oneLiners;
      for (const { header, middle } of others) {
        const offset = middle - (first?.middle ?? middle);
        if (Math.abs(offset) > tolerance) {
          problems.push(
            `${caption}: “${header.textContent?.trim()}” sits ${Math.round(offset)} px off the line of “${first?.header.textContent?.trim()}”`,
          );
        }
      }
      for (const header of headers) {
        const own = contentBox(header);
        if (!own) continue;
        const column = header.getBoundingClientRect();
        for (const row of rows) {
          const cell = [...row.children].find((candidate) => {
            const box = candidate.getBoundingClientRect();
            return Math.abs(box.left - column.left) < 1 && Math.abs(box.right - column.right) < 1;
          });
          const value = cell && contentBox(cell);
          if (!cell || !value) continue;
          const align = getComputedStyle(cell).textAlign;
          const centred =
            align === 'center' ||
            getComputedStyle(cell.firstElementChild ?? cell).justifyContent === 'center';
          const offset = centred
            ? (value.left + value.right - own.left - own.right) / 2
            : ['right', 'end'].includes(align)
              ? value.right - own.right
              : value.left - own.left;
          if (Math.abs(offset) > tolerance) {
            problems.push(
              `${caption}: “${header.textContent?.trim()}” is ${Math.round(offset)} px off its value “${cell.textContent?.trim().slice(0, 30)}”`,
            );
            break;
          }
        }
      }
    }
    return problems;
  }, TOLERANCE);
}

/** Each screen's tables, once their first row has arrived, have every header over its column. */
function expectHeadersOverColumns(page: Page, routes: readonly GuardedRoute[]): Promise<void> {
  return forEachRoute(routes, async (route) => {
    await openPortalScreen(page, route);
    await expect(page.locator('main table tbody tr').first()).toBeVisible();
    expect.soft(await misalignedHeaders(page), route).toEqual([]);
  });
}

test('a buyer’s tables put each header over its column', async ({ page }) => {
  await signInAsNewAdmin(page, { name: 'Asha Iyer' });
  await paidOrder(page.request, 'SMART_TDS_25');
  await invite(page.request, { email: uniqueAddress('accounts.payable') });

  await expectHeadersOverColumns(page, [
    'transaction-history',
    'my-subscription',
    'user-management/users',
    'user-management/access-control',
  ]);
});

test('the back office’s tables put each header over its column', async ({ page }) => {
  await sendContactMessage(page.request, {
    name: 'Farah Khan',
    email: uniqueAddress('farah.khan'),
    subject: 'Smart TDS for 12 TANs',
    comments: 'Please call us this week.',
  });
  await signInAsNewAdmin(page, { name: 'Asha Iyer' });
  const order = await paidOrder(page.request, 'EFORM16_2500');
  await page.context().clearCookies();
  await signInAsPlatformAdmin(page);

  await expectHeadersOverColumns(page, [
    'back-office/orders',
    'back-office/organisations',
    'back-office/leads',
    'back-office/sales',
    'catalogue',
  ]);
  await page.goto(`/back-office/orders/${order.reference}`);
  await expect(page.getByRole('table', { name: /^The lines of order/ })).toBeVisible();
  expect(await misalignedHeaders(page), 'an order’s lines').toEqual([]);
});
