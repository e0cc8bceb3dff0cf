import type { Locator, Page } from '@playwright/test';
import { invite, signInAsNewAdmin, signInAsPlatformAdmin } from './accounts';
import { expectNoViolations } from './axe';
import {
  arrowTo,
  expectFocusInside,
  expectFocusReturnedTo,
  expectFocusVisible,
  pressOn,
} from './keyboard';
import { inSteps } from './screens';
import { expect, test } from './support';

/**
 * Every dialog and menu of the site and the portal, opened with the keyboard at desktop and phone
 * widths: focus moves into it (and stays there, for a dialog), axe finds nothing wrong with the
 * page as it then is, and Escape closes it with focus back on the control that opened it.
 */

type Who = 'visitor' | 'admin' | 'admin without a profile' | 'platform administrator';

interface Overlay {
  name: string;
  path: string;
  who: Who;
  widths: readonly number[];
  /** A modal dialog keeps focus inside; a menu only takes it. */
  modal: boolean;
  /** Someone in the organisation to act on. */
  needsColleague?: boolean;
  /** Opens it with the keyboard; returns the control focus comes back to, and the overlay. */
  open: (page: Page) => Promise<{ opener: Locator; overlay: Locator }>;
}

const DESKTOP = [1280];
const PHONE = [360];
const BOTH = [1280, 360];

const banner = (page: Page) => page.getByRole('banner');

/** The panel a disclosure button shows, by its `aria-controls`. */
async function controlled(page: Page, button: Locator) {
  const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  return panel;
}

async function openHeaderMenu(page: Page, label: string) {
  const opener = banner(page).getByRole('button', { name: label });
  await pressOn(page, opener, 'ArrowDown');
  return { opener, overlay: await controlled(page, opener) };
}

async function openMobileMenu(page: Page) {
  const opener = banner(page).getByRole('button', { name: 'Menu' });
  await pressOn(page, opener);
  const overlay = await controlled(page, opener);
  await page.keyboard.press('Tab');
  return { opener, overlay };
}

async function openUserMenu(page: Page) {
  const opener = banner(page).getByRole('button', { name: 'Asha Iyer' });
  await pressOn(page, opener);
  return { opener, overlay: page.getByRole('menu') };
}

/**
 * Opens a dialog from an item of the mobile menu: the menu closes as the dialog opens, so focus
 * comes back to the menu's button.
 */
async function openFromMobileMenu(page: Page, item: (menu: Locator) => Locator, dialog: Locator) {
  const { opener, overlay } = await openMobileMenu(page);
  await pressOn(page, item(overlay));
  return { opener, overlay: dialog };
}

/** Opens a dialog from an item of a menu reached with the arrow keys. */
async function openFromMenu(page: Page, openMenu: Overlay['open'], item: string, dialog: Locator) {
  const { opener, overlay } = await openMenu(page);
  await arrowTo(page, overlay.getByRole('menuitem', { name: item }));
  await page.keyboard.press('Enter');
  return { opener, overlay: dialog };
}

/** Opens the actions menu of the colleague invited for the test. */
async function openColleagueActions(page: Page) {
  const opener = page.getByRole('button', { name: /^Actions for colleague\./ });
  await pressOn(page, opener);
  return { opener, overlay: page.getByRole('menu') };
}

/** Opens a dialog from a button on the page; focus comes back to that button. */
async function openFrom(page: Page, opener: Locator, dialog: Locator) {
  await pressOn(page, opener, 'Enter', { max: 120 });
  return { opener, overlay: dialog };
}

/** Opens the dialog (or alert dialog) named `dialog` from the page's button named `button`. */
const dialogFromButton =
  (button: string | RegExp, dialog: string | RegExp, role: 'dialog' | 'alertdialog' = 'dialog') =>
  (page: Page) =>
    openFrom(
      page,
      page.getByRole('button', { name: button }),
      page.getByRole(role, { name: dialog }),
    );

const contactPanel = (page: Page) => page.getByRole('dialog', { name: 'Contact us' });
const profileModal = (page: Page) => page.getByRole('dialog', { name: 'Profile Details' });

const overlays: Overlay[] = [
  ...['Products', 'Services', 'Company'].map(
    (label): Overlay => ({
      name: `the ${label} menu`,
      path: '/home',
      who: 'visitor',
      widths: DESKTOP,
      modal: false,
      open: (page) => openHeaderMenu(page, label),
    }),
  ),
  {
    name: 'the mobile menu',
    path: '/home',
    who: 'visitor',
    widths: PHONE,
    modal: false,
    open: openMobileMenu,
  },
  {
    name: 'the contact panel',
    path: '/home',
    who: 'visitor',
    widths: DESKTOP,
    modal: true,
    open: (page) =>
      openFrom(page, banner(page).getByRole('button', { name: 'Contact Us' }), contactPanel(page)),
  },
  {
    name: 'the contact panel from the mobile menu',
    path: '/home',
    who: 'visitor',
    widths: PHONE,
    modal: true,
    open: (page) =>
      openFromMobileMenu(
        page,
        (menu) => menu.getByRole('button', { name: 'Contact Us' }),
        contactPanel(page),
      ),
  },
  {
    name: 'the job application',
    path: '/careers',
    who: 'visitor',
    widths: BOTH,
    modal: true,
    open: async (page) => {
      // The openings are served in the page (docs/decisions/0068), below the fold.
      await page.locator('#openings').scrollIntoViewIfNeeded();
      return openFrom(
        page,
        page.getByRole('button', { name: /^Apply for / }).first(),
        page.getByRole('dialog', { name: /^Apply: / }),
      );
    },
  },
  {
    name: 'the user menu',
    path: '/home',
    who: 'admin',
    widths: DESKTOP,
    modal: false,
    open: openUserMenu,
  },
  {
    name: 'the signed-in mobile menu',
    path: '/home',
    who: 'admin',
    widths: PHONE,
    modal: false,
    open: openMobileMenu,
  },
  {
    name: 'the profile dialog from the user menu',
    path: '/home',
    who: 'admin without a profile',
    widths: DESKTOP,
    modal: true,
    open: (page) => openFromMenu(page, openUserMenu, 'My Apps', profileModal(page)),
  },
  {
    name: 'the profile dialog from the mobile menu',
    path: '/home',
    who: 'admin without a profile',
    widths: PHONE,
    modal: true,
    open: (page) =>
      openFromMobileMenu(
        page,
        (menu) => menu.getByRole('link', { name: 'My Apps' }),
        profileModal(page),
      ),
  },
  {
    name: 'the cart’s removal question',
    path: '/add-cart?plan=EPOI_GROWTH',
    who: 'admin',
    widths: BOTH,
    modal: true,
    open: dialogFromButton(/^Remove E-POI/, /^Remove E-POI/, 'alertdialog'),
  },
  {
    name: 'the invitation dialog',
    path: '/user-management/users',
    who: 'admin',
    widths: BOTH,
    modal: true,
    open: dialogFromButton('Invite user', 'Invite a user'),
  },
  {
    name: 'a user’s actions menu',
    path: '/user-management/users',
    who: 'admin',
    widths: BOTH,
    modal: false,
    needsColleague: true,
    open: openColleagueActions,
  },
  {
    name: 'the question before revoking an invitation',
    path: '/user-management/users',
    who: 'admin',
    widths: BOTH,
    modal: true,
    needsColleague: true,
    open: (page) =>
      openFromMenu(
        page,
        openColleagueActions,
        'Revoke invitation',
        page.getByRole('alertdialog', { name: /^Revoke the invitation/ }),
      ),
  },
  {
    name: 'the question before discarding access changes',
    path: '/user-management/access-control',
    who: 'admin',
    widths: BOTH,
    modal: true,
    needsColleague: true,
    open: async (page) => {
      await pressOn(
        page,
        page.getByRole('checkbox', { name: /^E-Form16 for colleague\./ }),
        'Space',
      );
      const opener = page
        .getByRole('navigation', { name: 'User management' })
        .getByRole('link', { name: 'Users' });
      await pressOn(page, opener, 'Enter', { backwards: true });
      return {
        opener,
        overlay: page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }),
      };
    },
  },
  {
    name: 'the plan dialog',
    path: '/catalogue',
    who: 'platform administrator',
    widths: BOTH,
    modal: true,
    open: (page) =>
      openFrom(
        page,
        page.getByRole('button', { name: 'Edit E-Form16 2,500 certificates' }),
        page.getByRole('dialog'),
      ),
  },
  {
    name: 'the add-plan dialog',
    path: '/catalogue',
    who: 'platform administrator',
    widths: BOTH,
    modal: true,
    open: dialogFromButton('Add a plan to Smart TDS', 'Add a plan to Smart TDS'),
  },
  {
    name: 'the payment-link dialog',
    path: '/transaction-history',
    who: 'platform administrator',
    widths: BOTH,
    modal: true,
    open: dialogFromButton('Send a payment link', 'Send a payment link'),
  },
];

async function signIn(page: Page, who: Who) {
  if (who === 'platform administrator') await signInAsPlatformAdmin(page);
  else if (who !== 'visitor') {
    await signInAsNewAdmin(page, { name: 'Asha Iyer', profileComplete: who === 'admin' });
  }
}

/** Opens `overlay` on a fresh load of its page, checks it, and closes it with Escape. */
async function checkOverlay(page: Page, overlay: Overlay) {
  await page.goto(overlay.path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const { opener, overlay: open } = await overlay.open(page);
  await expect(open).toBeVisible();
  if (overlay.modal) {
    await expectFocusInside(page, open);
  } else {
    await expect
      .poll(() => open.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await expectFocusVisible(page);
  }
  await expectNoViolations(page, overlay.name);

  await page.keyboard.press('Escape');
  await expect(open).toBeHidden();
  await expectFocusReturnedTo(page, opener);
}

/** The overlays one person opens on one page at `width`: one visit (one sign-in) checks them all. */
function visitsAt(width: number): Overlay[][] {
  const visits = new Map<string, Overlay[]>();
  for (const overlay of overlays.filter((candidate) => candidate.widths.includes(width))) {
    const key = `${overlay.path} ${overlay.who}`;
    visits.set(key, [...(visits.get(key) ?? []), overlay]);
  }
  return [...visits.values()];
}

for (const width of BOTH) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const visit of visitsAt(width)) {
      const [{ path, who }] = visit as [Overlay];
      const names = visit.map((overlay) => overlay.name).join(', ');
      test(`${names} on ${path} as ${who}: keyboard, focus and axe`, async ({ page }) => {
        await signIn(page, who);
        if (visit.some((overlay) => overlay.needsColleague)) await invite(page.request);
        await inSteps(
          visit,
          (overlay) => overlay.name,
          (overlay) => checkOverlay(page, overlay),
        );
      });
    }
  });
}
