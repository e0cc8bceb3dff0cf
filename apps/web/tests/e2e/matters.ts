import type { APIRequestContext, Locator, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { mattersApi } from '@prakar/shared/api/matters';
import { API_HEADERS, signInAsNewAdmin } from './accounts';
import { expectNoViolations } from './axe';
import { PDF } from './resume';
import { expectFitsPhone } from './screens';
import { platformAdminCookies } from './staff-sign-in';
import { expect, test } from './support';

/** A day in India `days` from today, `YYYY-MM-DD`. */
export const istDay = (days = 0) =>
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

/** "2 December 2026": an IST day as the matter's pages write it. */
export const writtenDay = (day: string) =>
  new Date(`${day}T12:00:00+05:30`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/** A small PDF under `name`, as a file chooser takes it. */
export const pdfFile = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

/** The two screens each matter journey runs on: a laptop clicked, a phone tapped. */
export const MATTER_SCREENS = [
  { name: 'a laptop', viewport: { width: 1280, height: 800 }, hasTouch: false },
  { name: 'a phone', viewport: { width: 360, height: 740 }, hasTouch: true },
] as const;

/** How a person presses on that screen: a tap on a phone, a click on a laptop. */
export const pressOn = (phone: boolean) => (target: Locator) =>
  phone ? target.tap() : target.click();

/**
 * The screen's check once the page settles: axe on a laptop, nothing sideways on a phone. A
 * toast's close button sits over the page until it goes, after three seconds, so it waits for it.
 */
export const checkOn = (phone: boolean) => async (page: Page, what: string) => {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await (phone ? expectFitsPhone(page, what) : expectNoViolations(page, what));
};

/** One of MATTER_SCREENS with its ways: whether it is the phone, how a person presses, the check. */
interface MatterScreen {
  viewport: (typeof MATTER_SCREENS)[number]['viewport'];
  hasTouch: boolean;
  phone: boolean;
  press: ReturnType<typeof pressOn>;
  check: ReturnType<typeof checkOn>;
}

/** Describes `title` once on each of MATTER_SCREENS, with `options` besides the screen's own. */
export function describeOnMatterScreens(
  title: string,
  body: (screen: MatterScreen) => void,
  options: Parameters<typeof test.use>[0] = {},
) {
  for (const { name, viewport, hasTouch } of MATTER_SCREENS) {
    test.describe(`${title} on ${name}`, () => {
      test.use({ viewport, hasTouch, ...options });
      const phone = viewport.width < 400;
      body({ viewport, hasTouch, phone, press: pressOn(phone), check: checkOn(phone) });
    });
  }
}

/** A path of the contract with its `:id` filled in, under `/api`. */
export const apiPath = (path: string, id = '') => `/api${path.replace(':id', id)}`;

/** The firm's administrator's own request context, signed in, beside the customer's browser. */
export async function firmRequest(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
) {
  const cookies = await platformAdminCookies();
  return playwright.request.newContext({ baseURL, storageState: { cookies, origins: [] } });
}

interface NoticeDates {
  servedOn?: string;
  dateInNotice?: string;
  din?: string;
  description?: string;
  /** The firm's own target, set once the matter is open. */
  targetOn?: string;
}

/**
 * Opens a 143(2) matter for the organisation called `organisationName` through the API, as the
 * firm's administrator `staff` is signed in: served five days ago with its reply due today, unless
 * `notice` says otherwise. Returns the matter's id and number.
 */
export async function openMatterFor(
  staff: APIRequestContext,
  organisationName: string,
  { targetOn, ...notice }: NoticeDates = {},
): Promise<{ id: string; number: string }> {
  const found = await staff.get(
    `/api/BackOffice/Organisations?search=${encodeURIComponent(organisationName)}`,
  );
  const [organisation] = (await found.json()).organisations as { id: string }[];
  expect(organisation, organisationName).toBeDefined();
  const opened = await staff.post(apiPath(mattersApi.create.path), {
    headers: API_HEADERS,
    data: {
      organisationId: organisation?.id,
      kind: 'scrutiny_143_2',
      subjectType: 'pan',
      subject: 'AAPFU0939F',
      act: '1961',
      year: '2025-26',
      servedOn: istDay(-5),
      dateInNotice: istDay(),
      ...notice,
    },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const { id, number } = (await opened.json()) as { id: string; number: string };
  if (targetOn) {
    const target = await staff.put(apiPath(mattersApi.setTarget.path, id), {
      headers: API_HEADERS,
      data: { targetOn },
    });
    expect(target.status(), await target.text()).toBe(200);
  }
  return { id, number };
}

/**
 * Signs a new customer administrator in on `page` and has the firm open a matter for their
 * organisation (see openMatterFor); returns the firm's request context and the matter.
 */
export async function customerWithMatter(
  page: Page,
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  notice: NoticeDates,
) {
  const { account } = await signInAsNewAdmin(page, { name: 'Asha Iyer' });
  const staff = await firmRequest(playwright, baseURL);
  const matter = await openMatterFor(staff, account.organisationName, notice);
  return { staff, matter };
}
