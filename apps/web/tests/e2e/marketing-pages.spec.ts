import type { Product } from '@prakar/shared/catalogue';
import { formatRupees } from '@prakar/shared/money';
import { site } from '@prakar/shared/site';
import { allPageCopy } from '#app/content/pages/all-pages.ts';
import { API_HEADERS, signInAsPlatformAdmin } from './accounts';
import { marketingPages, productPages, servicePages } from './marketing-data';
import { groups, inSteps, listed } from './screens';
import { expect, test } from './support';

test.use({ viewport: { width: 1280, height: 800 } });

test.describe('every marketing page shows its heading and key sections', () => {
  for (const group of groups(marketingPages, 6)) {
    test(listed(group.map(({ route }) => route)), async ({ page }) => {
      await inSteps(
        group,
        ({ route }) => `/${route}`,
        async ({ route, sections, faq }) => {
          await page.goto(`/${route}`);
          const main = page.getByRole('main');
          await expect(main.getByRole('heading', { level: 1 })).toHaveText(
            allPageCopy[route].heading,
          );
          await expect(main.locator('h1')).toHaveCount(1);
          for (const heading of sections) {
            await expect(
              main.getByRole('heading', { level: 2, name: heading, exact: true }),
            ).toBeVisible();
          }
          if (faq) await expect(main.getByText(faq.question, { exact: true })).toBeVisible();
        },
      );
    });
  }
});

test.describe('product plans come from the catalogue', () => {
  // One test changes a plan's price; the others read prices, so none may run beside it.
  test.describe.configure({ mode: 'serial' });

  for (const { route, code } of productPages) {
    test(`/${route} shows ${code}'s plans with rupee prices and cart links`, async ({
      page,
      request,
    }) => {
      const product = (await (
        await request.get(`/api/Masters/Products/${code}`)
      ).json()) as Product;
      expect(product.plans.length).toBeGreaterThan(0);
      await page.goto(`/${route}`);
      const plans = page.locator('#plans');
      await plans.scrollIntoViewIfNeeded();
      await expect(plans.locator('[data-prices="current"]')).toBeAttached();
      for (const plan of product.plans) {
        const card = plans.locator(`[data-plan="${plan.code}"]`);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(plan.name);
        const price = formatRupees(plan.pricePaise, { wholeRupees: true });
        // Indian grouping: the last three digits, then pairs (₹1,80,000).
        expect(price).toMatch(/^₹\d{1,2}(,\d{2})*(,\d{3})?$/);
        await expect(card).toContainText(price);
        await expect(card).toContainText('per year + GST');
        if (!plan.isAvailable) continue;
        await expect(card.getByRole('link', { name: /^Add to cart/ })).toHaveAttribute(
          'href',
          `/add-cart?plan=${plan.code}`,
        );
        // One name for the act of adding a plan.
        await expect(card.getByRole('link')).toHaveCount(1);
      }
    });
  }

  test('E-POI Starter is ₹24,000 a year, and Add to cart takes the plan to the cart', async ({
    page,
  }) => {
    await page.goto('/E-poi');
    const starter = page.locator('[data-plan="EPOI_STARTER"]');
    await expect(starter).toContainText('₹24,000');
    await expect(page.locator('[data-plan="EPOI_ENTERPRISE"]')).toContainText('₹1,80,000');
    await starter.getByRole('link', { name: /^Add to cart/ }).click();
    // The cart takes the plan from the address, then tidies the address.
    await expect(page.getByRole('list', { name: 'Plans in your cart' })).toContainText('Starter');
    await expect(page).toHaveURL(/\/add-cart$/);
  });

  test('the prices the site was built with show until the catalogue answers; a failure offers a retry', async ({
    page,
  }) => {
    let fail = true;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/Masters/Products/SMART_TDS', async (route) => {
      await held;
      if (fail) return route.fulfill({ status: 503, body: 'Service unavailable' });
      return route.continue();
    });
    let asked = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/Masters/Products/SMART_TDS')) asked += 1;
    });
    await page.goto('/tds');
    const plans = page.locator('#plans');
    await expect(plans.locator('[data-prices="built"]')).toBeAttached();
    await expect(plans.locator('[data-plan="SMART_TDS_SINGLE"]')).toContainText('₹9,999');
    await expect(plans.getByRole('link', { name: /^Add to cart/ })).toHaveCount(3);
    const height = () => plans.evaluate((section) => section.getBoundingClientRect().height);
    const builtHeight = await height();
    // The plans are far below the fold: the page asks the catalogue only as they come into sight.
    await page.waitForLoadState('networkidle');
    expect(asked).toBe(0);
    await plans.scrollIntoViewIfNeeded();
    await expect.poll(() => asked).toBe(1);

    release();
    const alert = plans.getByRole('alert');
    await expect(alert).toContainText('We could not load the current plans and prices');
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(plans.locator('[data-prices="current"]')).toBeAttached();
    await expect(plans.getByRole('link', { name: /^Add to cart/ })).toHaveCount(3);
    // Today's prices take the built ones' place without moving anything below.
    expect(await height()).toBe(builtHeight);
  });

  test('a price the platform administrator changes is in the product page the server sends, without a new build', async ({
    page,
    browser,
  }) => {
    const plan = '[data-plan="SMART_TDS_SINGLE"]';
    const admin = await (await browser.newContext()).newPage();
    await signInAsPlatformAdmin(admin);
    try {
      await admin.goto('/catalogue');
      await admin.getByRole('button', { name: 'Edit Smart TDS Single TAN' }).click();
      const edit = admin.getByRole('dialog');
      await edit.getByLabel('Yearly price before GST (₹)').fill('12,345');
      await edit.getByRole('button', { name: 'Save plan' }).click();
      await expect(edit).toBeHidden();

      // The page as the server sends it says the new price, in its cards, its offers and its
      // link preview, before any script runs…
      const served = await (await page.request.get('/tds')).text();
      expect(served).toContain('₹12,345');
      expect(served).not.toContain('₹9,999');
      expect(served).toContain('"price":"12345.00"');
      expect(served).toContain('Plans from ₹12,345 a year + GST.');
      // …and the app, once started, hydrates the same cards: nothing is redrawn or reported.
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      await page.goto('/tds');
      const card = page.locator(plan);
      await expect(card).toContainText('₹12,345');
      // A keyboard visitor reaches the card's link, which brings the plans into sight; the link
      // keeps focus while the app starts and the catalogue confirms the price.
      const link = card.getByRole('link', { name: /^Add to cart/ });
      await link.focus();
      await expect(page.locator('#plans [data-prices="current"]')).toBeAttached();
      await expect(card).toContainText('₹12,345');
      await expect(link).toBeFocused();
      expect(problems).toEqual([]);
      await expect(card).toContainText('per year + GST');
    } finally {
      const restore = await admin.request.put('/api/Masters/Plans/SMART_TDS_SINGLE', {
        headers: API_HEADERS,
        data: { price: '9999', isAvailable: true },
      });
      expect(restore.status()).toBe(200);
      await admin.context().close();
    }
  });
});

test.describe('advisory services', () => {
  test('each service’s consultation button opens the contact panel with its subject', async ({
    page,
  }) => {
    await inSteps(
      servicePages,
      ({ route }) => `/${route}`,
      async ({ route, copy }) => {
        await page.goto(`/${route}`);
        await page
          .getByRole('main')
          .getByRole('button', { name: 'Book a consultation' })
          .first()
          .click();
        const panel = page.getByRole('dialog', { name: 'Contact us' });
        await expect(panel).toBeVisible();
        await expect(panel.getByLabel('Subject')).toHaveValue(copy.consultationSubject);
        await expect(panel.getByLabel('Name')).toHaveValue('');
      },
    );
  });

  test('services have no cart: they are sold by conversation', async ({ page }) => {
    await page.goto('/assessments_appeals');
    await expect(page.getByRole('link', { name: /Add to cart/ })).toHaveCount(0);
  });
});

test('ITR filing asks for a quote with its own subject', async ({ page }) => {
  await page.goto('/itrfilling');
  await page.getByRole('main').getByRole('button', { name: 'Request a quote' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Contact us' }).getByLabel('Subject')).toHaveValue(
    'Assisted ITR filing: request for a quote',
  );
});

test('an FAQ opens and closes from the keyboard', async ({ page }) => {
  await page.goto('/e-form16');
  const question = page.locator('#faqs summary').first();
  const item = page.locator('#faqs details').first();
  await question.focus();
  await expect(item).not.toHaveAttribute('open');
  await page.keyboard.press('Enter');
  await expect(item).toHaveAttribute('open');
  await expect(item.locator('p')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(item).not.toHaveAttribute('open');
});

test('the home hero leads to the products section', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('link', { name: 'Explore our products' }).click();
  await expect(page).toHaveURL(/\/home#products$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Products for the payroll-tax year' }),
  ).toBeInViewport();
  const products = page.locator('#products');
  for (const [name, href] of [
    ['E-POI', '/E-poi'],
    ['Smart TDS', '/tds'],
    ['E-Form16', '/e-form16'],
  ] as const) {
    await expect(products.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
});

test('the home page shows the firm’s figures from the site details', async ({ page }) => {
  await page.goto('/home');
  const figures = page.locator('#why-choose-us dl');
  // A product's name in running text has a word joiner after its hyphen (ui/product-names-whole.tsx).
  const shown = async () => (await figures.textContent())?.replaceAll('\u2060', '');
  for (const figure of site.figures) {
    await expect(figures).toContainText(figure.value);
    await expect.poll(shown).toContain(figure.label);
  }
});

test('a policy page lists its clauses, dated in the Indian style, with working anchors', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('main').locator('time')).toHaveText('1 November 2025');
  await expect(page.getByRole('main').locator('time')).toHaveAttribute('datetime', '2025-11-01');
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await contents.getByRole('link', { name: 'Your rights' }).click();
  await expect(page).toHaveURL(/#your-rights$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Your rights' })).toBeInViewport();
  // The registered office and support address follow the clauses that name them.
  await expect(page.locator('#who-we-are-and-our-role address')).toContainText(
    'Prakar Tax Advisory Private Limited',
  );
});

test('each policy is one article headed by its title, its clauses under it', async ({ page }) => {
  const policies = marketingPages.filter((candidate) => candidate.kind === 'legal');
  await inSteps(
    policies,
    ({ route }) => `/${route}`,
    async ({ route, sections }) => {
      await page.goto(`/${route}`);
      const article = page.getByRole('main').getByRole('article');
      await expect(article).toHaveCount(1);
      // The article's own headings, not those of the contents or of a clause's section.
      const ownHeadings = await article.evaluate((element) =>
        Array.from(element.querySelectorAll('h1, h2, h3, h4, h5, h6'))
          .filter(
            (heading) => heading.parentElement?.closest('article, section, nav, aside') === element,
          )
          .map((heading) => `${heading.tagName} ${heading.textContent}`),
      );
      expect(ownHeadings).toEqual([`H1 ${allPageCopy[route].heading}`]);
      await expect(article.getByRole('heading', { level: 2 })).toHaveText(sections);
    },
  );
});

test('the site map links every listed page', async ({ page }) => {
  await page.goto('/sitemap');
  const main = page.getByRole('main');
  for (const path of [
    '/home',
    '/E-poi',
    '/tds',
    '/e-form16',
    '/careers',
    '/refund-policy',
    '/accessibility',
  ]) {
    await expect(main.locator(`a[href="${path}"]`)).toHaveCount(1);
  }
});
