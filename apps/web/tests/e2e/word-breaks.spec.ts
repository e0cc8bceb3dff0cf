import type { Page } from '@playwright/test';
import { API_HEADERS, invite, signInAsNewAdmin, signInAsPlatformAdmin } from './accounts';
import { sendContactMessage } from './contact-message';
import { paidOrder, saveCart } from './orders';
import { forEachRoute, openPortalScreen } from './screens';
import { expect, test } from './support';

/** Product names, invoice and credit-note numbers, and e-mail addresses, as the screens show them. */
const TOKENS = /E-POI|E-Form16|(?:PTA|CN)\/\d{2}-\d{2}\/\d+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/**
 * Each token on the page that is drawn across lines anywhere but before an “@” or a “.” (where an
 * e-mail address may break on a narrow screen): “E-|POI”, “PTA/26-|27/00001”,
 * “kalyanigears.examp|le”. The page's text is read as it is drawn, line by line, character by
 * character; a token may be split over several elements (a <wbr> between its parts).
 */
function tokensBrokenInside(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const hidden = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.display === 'none') return true;
      }
      return false;
    };
    const blockOf = (element: Element) => {
      let at: Element | null = element;
      while (at && getComputedStyle(at).display.startsWith('inline')) at = at.parentElement;
      return at;
    };
    // The drawn text, each character with where it comes from; blocks are kept apart.
    let text = '';
    const origins: ({ node: Text; offset: number } | null)[] = [];
    let lastBlock: Element | null = null;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (
      let node = walker.nextNode() as Text | null;
      node;
      node = walker.nextNode() as Text | null
    ) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, option') || hidden(parent)) continue;
      const block = blockOf(parent);
      if (block !== lastBlock) {
        text += '\n';
        origins.push(null);
        lastBlock = block;
      }
      for (let offset = 0; offset < node.data.length; offset += 1) {
        // A word joiner (U+2060) is drawn as nothing: the token is read as if it were not there.
        if (node.data[offset] === '\u2060') continue;
        text += node.data[offset];
        origins.push({ node, offset });
      }
    }
    const lineTop = (index: number) => {
      const origin = origins[index];
      if (!origin) return null;
      const range = document.createRange();
      range.setStart(origin.node, origin.offset);
      range.setEnd(origin.node, origin.offset + 1);
      const box = [...range.getClientRects()].find((rect) => rect.width > 0);
      return box ? box.top : null;
    };
    const problems: string[] = [];
    for (const match of text.matchAll(new RegExp(source, 'g'))) {
      let previous: number | null = null;
      for (let index = match.index; index < match.index + match[0].length; index += 1) {
        const top = lineTop(index);
        if (top === null) continue;
        if (previous !== null && top > previous + 2 && !'@.'.includes(text.charAt(index))) {
          const at = index - match.index;
          const where = origins[index]?.node.parentElement?.closest(
            'h1, h2, h3, p, li, td, th, a, button, dd, dt',
          );
          problems.push(
            `“${match[0].slice(0, at)}|${match[0].slice(at)}” in <${where?.tagName.toLowerCase()}>`,
          );
        }
        previous = top;
      }
    }
    return [...new Set(problems)];
  }, TOKENS.source);
}

/** A refund of part of `reference`'s payment by `staff`, the firm's, once its credit note is issued. */
async function refundWithCreditNote(staff: Page, reference: string) {
  const path = `/api/BackOffice/Orders/${reference}/Refunds`;
  const { payments } = await (await staff.request.get(path, { headers: API_HEADERS })).json();
  const refund = await staff.request.post(path, {
    headers: API_HEADERS,
    data: {
      idempotencyKey: crypto.randomUUID(),
      paymentId: payments[0].id,
      amount: '100',
      reason: 'Charged for a year too many',
      speed: 'normal',
    },
  });
  expect(refund.status(), await refund.text()).toBe(201);
  await expect
    .poll(async () => {
      const { refunds } = await (await staff.request.get(path, { headers: API_HEADERS })).json();
      return refunds[0].creditNote?.number;
    })
    .toMatch(/^CN\//);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, hasTouch: viewport.width < 400 });

    test('product names, invoice numbers and e-mail addresses never break inside a word', async ({
      page,
      browser,
    }) => {
      await signInAsNewAdmin(page, { name: 'Asha Iyer' });
      const order = await paidOrder(page.request, 'SMART_TDS_25');
      const staff = await browser.newContext();
      const staffPage = await staff.newPage();
      await signInAsPlatformAdmin(staffPage);
      await refundWithCreditNote(staffPage, order.reference);
      await staff.close();
      await invite(page.request, { email: `accounts.${Date.now()}@kalyanigears.example` });
      await saveCart(
        page.request,
        [
          { planCode: 'EPOI_ENTERPRISE', quantity: 2 },
          { planCode: 'EFORM16_10000', quantity: 1 },
        ],
        { merge: false },
      );

      const publicScreens = ['home', 'E-poi', 'e-form16', 'add-cart', 'product-dashboard'] as const;
      await forEachRoute(publicScreens, async (route) => {
        await page.goto(`/${route}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect.soft(await tokensBrokenInside(page), route).toEqual([]);
      });
      await forEachRoute(
        [
          'my-subscription',
          'transaction-history',
          'user-management/users',
          'user-management/access-control',
          'user-profile',
        ] as const,
        async (route) => {
          await openPortalScreen(page, route);
          expect.soft(await tokensBrokenInside(page), route).toEqual([]);
        },
      );
    });

    test('the back office shows e-mail addresses, invoice and credit-note numbers whole', async ({
      page,
    }) => {
      await signInAsNewAdmin(page, { name: 'Asha Iyer' });
      const order = await paidOrder(page.request, 'SMART_TDS_25');
      await page.context().clearCookies();
      const word = `monsoon${Date.now()}`;
      await sendContactMessage(page.request, {
        name: 'Farah Khan',
        email: `accounts.payable.${Date.now()}@kalyanigears.example`,
        subject: 'Smart TDS for 12 TANs',
        comments: `About ${word}: please call us this week.`,
      });
      await signInAsPlatformAdmin(page);
      await refundWithCreditNote(page, order.reference);

      await openPortalScreen(page, 'back-office/leads');
      await page.getByRole('searchbox', { name: 'Search' }).fill(word);
      await expect(page.getByRole('status')).toHaveText('Showing 1 of 1');
      expect.soft(await tokensBrokenInside(page), 'the leads inbox').toEqual([]);
      await page.getByRole('table').getByRole('link', { name: 'Farah Khan' }).click();
      await expect(page.getByRole('region', { name: 'Farah Khan' })).toBeVisible();
      expect.soft(await tokensBrokenInside(page), 'a lead').toEqual([]);

      await page.goto(`/back-office/orders/${order.reference}`);
      await expect(page.getByText(/CN\/\d{2}-\d{2}\//).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect.soft(await tokensBrokenInside(page), 'an order').toEqual([]);
    });
  });
}
