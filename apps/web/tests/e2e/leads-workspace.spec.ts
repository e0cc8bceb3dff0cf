import type { APIRequestContext, Page } from '@playwright/test';
import { API_HEADERS, signInAsPlatformAdmin } from './accounts';
import { expectNoViolations } from './axe';
import { uniqueAddress } from './mailbox';
import { expectFitsPhone } from './screens';
import { expect, test } from './support';

const FIRST_NAMES = ['Asha', 'Dev', 'Ritu', 'Kiran', 'Farah', 'Sanjay', 'Meera', 'Nisha'];

let sent = 0;
/**
 * Visitors' messages through the contact form, each from its own address (the form takes five an
 * address in ten minutes), the newest last; every sender's name ends in `surname`.
 */
async function sendMessages(request: APIRequestContext, surname: string, count: number) {
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0);
  for (let index = 0; index < count; index += 1) {
    sent += 1;
    const first = FIRST_NAMES[index % FIRST_NAMES.length];
    const response = await request.post('/api/Details/Contact', {
      headers: {
        ...API_HEADERS,
        'X-Forwarded-For': `172.${16 + (worker % 16)}.${Math.floor(sent / 256) % 256}.${sent % 256}`,
      },
      data: {
        name: `${first} ${surname}`,
        email: uniqueAddress(
          `${first?.toLowerCase()}.${surname.toLowerCase()}.with.a.long.address`,
        ),
        subject: `Smart TDS for ${index + 2} TANs`,
        comments: `We file 24Q and 26Q for ${index + 2} branches and would like a call this week about the annual plan.`,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

const inbox = (page: Page) => page.getByRole('table', { name: 'Messages, newest first' });

/** The list the filters ask for has arrived: the last one is no longer shown dimmed. */
const listed = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

/** The names in the inbox's rows, top to bottom. */
const rowNames = (page: Page) => inbox(page).locator('tbody tr th a').allTextContents();

const screens = [
  { name: 'a laptop', viewport: { width: 1280, height: 800 } },
  { name: 'a phone', viewport: { width: 360, height: 740 } },
] as const;

for (const { name, viewport } of screens) {
  test.describe(`the leads inbox on ${name}`, () => {
    test.use({ viewport });

    test('a member of staff takes three leads, steps through them from Assigned to me and returns to the list', async ({
      page,
    }) => {
      const surname = `Zed${Date.now().toString(36)}${viewport.width}`;
      await sendMessages(page.request, surname, 4);
      await signInAsPlatformAdmin(page);

      await page.goto(`/back-office/leads?search=${surname}`);
      await expect(page.getByRole('status')).toHaveText('Showing 4 of 4');
      const chosen = (await rowNames(page)).slice(0, 3);
      for (const sender of chosen) {
        await page.getByRole('checkbox', { name: `Choose the message from ${sender}` }).check();
      }
      const bar = page.getByRole('region', { name: 'Change the chosen messages' });
      await expect(bar).toContainText('3 messages chosen');
      await bar.getByRole('button', { name: 'Assign to me' }).click();
      const asked = page.getByRole('alertdialog', {
        name: 'Assign 3 messages to you (Platform administrator)?',
      });
      await expect(asked).toContainText(
        'Each message changed gets its own line in the audit trail.',
      );
      await expectNoViolations(page, 'the bulk change’s confirmation');
      await asked.getByRole('button', { name: 'Yes, change them' }).click();
      await expect(page.getByText('Assigned 3 messages to you.')).toBeVisible();
      await expect(bar).toBeHidden();

      const views = page.getByRole('navigation', { name: 'Views' });
      await views.getByRole('link', { name: 'Assigned to me' }).click();
      await expect(page).toHaveURL(/\?status=open&assignee=\d+$/);
      await listed(page);
      const mine = page.url();
      await expect(views.getByRole('link', { name: 'Assigned to me' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      for (const sender of chosen) {
        await expect(inbox(page).getByRole('link', { name: sender, exact: true })).toBeVisible();
      }
      if (viewport.width < 400) await expectFitsPhone(page, 'Assigned to me');
      else await expectNoViolations(page, 'Assigned to me');

      const names = await rowNames(page);
      const opened = names.indexOf(chosen[0] ?? '');
      const following = names[opened + 1];
      expect(following, 'a message after the one opened').toBeDefined();
      await inbox(page).getByRole('link', { name: chosen[0], exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: chosen[0] })).toBeVisible();
      await expect(
        page.getByRole('link', { name: `Next: ${following}`, exact: true }),
      ).toBeVisible();
      await expectNoViolations(page, 'a lead opened from Assigned to me');
      await page.keyboard.press('j');
      await expect(page.getByRole('heading', { level: 2, name: following })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`\\?${new URL(mine).search.slice(1)}$`));
      await expect(
        page.getByRole('link', { name: `Previous: ${chosen[0]}`, exact: true }),
      ).toBeVisible();

      await page.goBack();
      await expect(page.getByRole('heading', { level: 2, name: chosen[0] })).toBeVisible();
      await page.getByRole('link', { name: 'Back to the inbox' }).click();
      await expect(page).toHaveURL(mine);
      await listed(page);
      await expect(views.getByRole('link', { name: 'Assigned to me' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('open');
      for (const sender of chosen) {
        await expect(inbox(page).getByRole('link', { name: sender, exact: true })).toBeVisible();
      }
    });

    test('a member of staff marks a lead and finds it on top of its timeline, with their name', async ({
      page,
    }) => {
      const surname = `Tim${Date.now().toString(36)}${viewport.width}`;
      await sendMessages(page.request, surname, 1);
      await signInAsPlatformAdmin(page);
      await page.goto(`/back-office/leads?search=${surname}`);
      await inbox(page)
        .getByRole('link', { name: `Asha ${surname}`, exact: true })
        .click();
      const timeline = page.getByRole('region', { name: 'What happened' });
      const entries = timeline.getByRole('listitem');
      await expect(entries).toHaveCount(1);
      await expect(entries.first()).toContainText(`Asha ${surname} (visitor)`);

      await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'In progress' });
      await page.getByRole('button', { name: 'Change status' }).click();
      await expect(entries).toHaveCount(2);
      await expect(entries.first()).toContainText('Platform administrator (staff)');
      await expect(entries.first()).toContainText(`marked the message from Asha ${surname} (`);
      await expect(entries.first()).toContainText('as in progress (it was new).');
      await expect(entries.first().locator('time')).toHaveAttribute('datetime', /Z$/);
      if (viewport.width < 400) await expectFitsPhone(page, 'a lead’s timeline');
      else await expectNoViolations(page, 'a lead’s timeline');
    });

    test('a member of staff saves a search as a view, opens it from another view, and deletes it', async ({
      page,
    }) => {
      const surname = `View${Date.now().toString(36)}${viewport.width}`;
      await sendMessages(page.request, surname, 2);
      await signInAsPlatformAdmin(page);
      await page.goto(`/back-office/leads?search=${surname}&status=new`);
      await expect(page.getByRole('status')).toHaveText('Showing 2 of 2');

      const views = page.getByRole('navigation', { name: 'Views' });
      await views.getByRole('button', { name: 'Save view' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save this view' });
      await page.keyboard.type(`${surname} new`);
      await expectNoViolations(page, 'saving a view');
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      const saved = views.getByRole('link', { name: `${surname} new` });
      await expect(saved).toHaveAttribute('aria-current', 'page');
      if (viewport.width < 400) await expectFitsPhone(page, 'the inbox with a saved view');

      await views.getByRole('link', { name: 'Everything' }).click();
      await expect(saved).not.toHaveAttribute('aria-current', 'page');
      await saved.click();
      await expect(page.getByRole('status')).toHaveText('Showing 2 of 2');
      await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('new');
      await expect(saved).toHaveAttribute('aria-current', 'page');

      const remove = views.getByRole('button', { name: `Delete the view ${surname} new` });
      await remove.click();
      await page
        .getByRole('alertdialog', { name: 'Delete this view?' })
        .getByRole('button', { name: 'Delete view' })
        .click();
      await expect(saved).toBeHidden();
      await expect(page.getByText(`Deleted the view “${surname} new”.`)).toBeVisible();
    });
  });
}

test.describe('the leads inbox on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows a line per message, at least fifteen above the fold', async ({ page }) => {
    const surname = `Dense${Date.now().toString(36)}`;
    await sendMessages(page.request, surname, 25);
    await signInAsPlatformAdmin(page);
    // A member of staff with views of their own: the views stay on one line.
    for (const name of ['Callbacks', 'Smart TDS, unassigned']) {
      const saved = await page.request.post('/api/BackOffice/SavedViews', {
        headers: API_HEADERS,
        data: { list: 'leads', name: `${name} ${surname}`, search: 'status=open' },
      });
      expect(saved.status(), await saved.text()).toBe(201);
    }
    // This test's own messages only: other tests send theirs to the same inbox meanwhile.
    await page.goto(`/back-office/leads?search=${surname}`);
    await expect(page.getByRole('link', { name: `Callbacks ${surname}` })).toBeAttached();
    const rows = inbox(page).locator('tbody tr');
    await expect(rows).toHaveCount(25);

    const boxes = await rows.evaluateAll((all) =>
      all.map((row) => {
        const box = row.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom, height: box.height };
      }),
    );
    const aboveTheFold = boxes.filter((box) => box.bottom <= 800).length;
    expect(aboveTheFold, JSON.stringify(boxes.slice(0, 3))).toBeGreaterThanOrEqual(15);
    // One line each: every row as tall as the first.
    expect(new Set(boxes.map((box) => Math.round(box.height))).size).toBe(1);

    // A long address ends in an ellipsis, and is whole in its tooltip.
    const newest = inbox(page).getByRole('rowheader').first();
    const email = newest.locator('[title*="@"]');
    const address = await email.getAttribute('title');
    expect(address).toMatch(/\.with\.a\.long\.address\.\d+\.\d+@example\.in$/);
    expect(await email.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
    await expectNoViolations(page, 'the dense leads inbox');
  });
});

test('a lead opened while the search is still being typed stays open when the search goes out', async ({
  page,
}) => {
  const surname = `Quick${Date.now().toString(36)}`;
  await sendMessages(page.request, surname, 1);
  await signInAsPlatformAdmin(page);
  await page.goto('/back-office/leads');
  await listed(page);
  // A slow network: the lead's screen takes longer to arrive than typing takes to pause.
  await page.route('**/assets/**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByRole('searchbox', { name: 'Search' }).fill(surname.slice(0, 3));
  await inbox(page)
    .getByRole('link', { name: `Asha ${surname}` })
    .click();
  await expect(page.getByRole('textbox', { name: /Your reply/ })).toBeVisible();
  await expect(page).toHaveURL(/\/back-office\/leads\/[^/?]+$/);
});
