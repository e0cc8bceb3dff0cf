import { catalogueApi } from '@prakar/shared/api/catalogue';
import type { Plan } from '@prakar/shared/catalogue';
import { seededProduct } from '@prakar/shared/catalogue-seed';
import { escapeHtml } from '@prakar/shared/html';
import { planLimitLabel, planPrice } from '@prakar/shared/plan-format';
import {
  PLAN_SLOTS,
  planOffersJsonLd,
  plansFromSentence,
  TEMPLATE_PLAN,
} from '@prakar/shared/plan-offers';
import { site } from '@prakar/shared/site';
import { describe, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import { useTwoInstancesServing } from '#test/two-instances-serving.ts';
import { signInPlatformAdmin } from '#test/users-helpers.ts';

/*
 * A product page as the build writes it (features/catalogue/plan-list.tsx, content/product-meta.ts):
 * the cards as React draws them, the plans they came from, the card templates drawn from
 * TEMPLATE_PLAN, the offers and the link preview. The server must serve it with today's prices.
 */
function cardHtml(plan: Plan): string {
  const action = plan.isAvailable
    ? `<div class="_actions"><a class="_primary" href="/add-cart?plan=${plan.code}">Add to cart<span class="visually-hidden">: <!-- -->${escapeHtml(plan.name)}<!-- --> plan</span></a></div>`
    : '<p class="_unavailable">Not available to buy right now. Please contact us.</p>';
  return `<li class="_card" data-plan="${plan.code}"><h3>${escapeHtml(plan.name)}</h3><p class="_price"><span class="_amount">${planPrice(plan)}</span> <span class="_per">per year + GST</span></p><p class="_limit">${planLimitLabel(plan)}</p><p class="_description">${escapeHtml(plan.description)}</p>${action}</li>`;
}

/** The plan comparison's head and body (features/catalogue/plan-comparison.tsx). */
function comparisonRows(plans: readonly Plan[]): string {
  const cells = (open: string, close: string, text: (plan: Plan) => string) =>
    plans.map((plan) => `<${open} ${PLAN_SLOTS.planCell}="">${escapeHtml(text(plan))}</${close}>`);
  const row = (feature: string, text: (plan: Plan) => string) =>
    `<tr><th scope="row">${feature}</th>${cells('td', 'td', text).join('')}</tr>`;
  return [
    `<thead><tr><td></td>${cells('th scope="col"', 'th', (plan) => plan.name).join('')}</tr></thead>`,
    '<tbody>',
    row('Price', (plan) => `${planPrice(plan)} a year + GST`),
    row('Covers', (plan) => planLimitLabel(plan)),
    row('What it includes', (plan) => plan.description),
    row('Support', () => 'By e-mail and phone in office hours'),
    '</tbody>',
  ].join('');
}

const comparisonOf = (html: string) =>
  /<table class="_table" data-compare-slot="SMART_TDS"><caption[^>]*>[^<]*<\/caption>([\s\S]*?)<\/table>/.exec(
    html,
  )?.[1];

const built = seededProduct('SMART_TDS').plans;
const jsonLd = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
const software = {
  '@context': 'https://schema.org',
  '@type': 'SoftwareApplication',
  name: 'Smart TDS',
  url: `${site.url}/tds`,
  offers: planOffersJsonLd(built, `${site.url}/tds`),
};
const summary = 'Prepare, validate and file quarterly TDS returns.';
const tdsPage = [
  '<!DOCTYPE html><html><head><title>Smart TDS | Prakar</title>',
  `<meta name="description" content="${summary}"/>`,
  `<meta property="og:title" content="Smart TDS: TDS &amp; TCS Returns | ${site.name}"/>`,
  `<meta property="og:description" content="${summary} ${plansFromSentence(built)}"/>`,
  `<meta property="og:image" content="${site.url}/og/tds.png"/>`,
  `<meta name="twitter:image" content="${site.url}/og/tds.png"/>`,
  jsonLd({ '@type': 'Organization', name: site.name }),
  jsonLd(software),
  '</head><body><h1>Smart TDS</h1>',
  `<script type="application/json" ${PLAN_SLOTS.plans}="SMART_TDS">${JSON.stringify(built)}</script>`,
  `<div class="_frame" data-prices="built"><ul class="_grid" ${PLAN_SLOTS.cards}="SMART_TDS">`,
  built.map(cardHtml).join(''),
  `</ul><ul hidden="" ${PLAN_SLOTS.template}="SMART_TDS">`,
  cardHtml(TEMPLATE_PLAN),
  cardHtml({ ...TEMPLATE_PLAN, isAvailable: false }),
  '</ul></div>',
  '<div class="_comparison"><section class="_scroller" aria-labelledby="SMART_TDS-plans-compared" tabindex="0">',
  `<table class="_table" ${PLAN_SLOTS.comparison}="SMART_TDS"><caption id="SMART_TDS-plans-compared" class="_caption">What each Smart TDS plan includes</caption>`,
  comparisonRows(built),
  `</table></section><table hidden="" ${PLAN_SLOTS.comparisonTemplate}="SMART_TDS">`,
  comparisonRows([TEMPLATE_PLAN]),
  '</table></div></body></html>',
].join('');

const files: Record<string, string> = {
  '__spa-fallback.html': '<!DOCTYPE html><html><head></head><body>Shell</body></html>',
  'tds/index.html': tdsPage,
  'og/tds.png': 'the build’s card',
  'favicon.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#0f766e"/></svg>',
};

const served = useTwoInstancesServing(files);

const get = (app: App, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

function offersOf(html: string) {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  const data = blocks.map((block) => JSON.parse(block[1] ?? 'null'));
  return data.find((item) => item['@type'] === 'SoftwareApplication')?.offers;
}

const cardOf = (html: string, code: string) =>
  new RegExp(`<li class="_card" data-plan="${code}">[\\s\\S]*?</li>`).exec(html)?.[0];

const metaContent = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

describe('a product page served with the catalogue’s current plans', () => {
  it('serves the build’s plans as the build drew them, without the card templates', async () => {
    const page = await get(served.first.app, '/tds');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(PLAN_SLOTS.template);
    expect(page.body).not.toContain(PLAN_SLOTS.comparisonTemplate);
    expect(page.body).not.toContain('PLAN_NAME_SLOT');
    const builtCards = built.map(cardHtml).join('');
    expect(page.body).toContain(builtCards);
    expect(comparisonOf(page.body)).toBe(comparisonRows(built));
    expect(offersOf(page.body)).toEqual(software.offers);
  });

  it('says a staff member’s new price, plan and name at once: HTML, offers, preview and card, on both instances', async () => {
    const before = await get(served.first.app, '/tds');
    const cardBefore = await get(served.second, '/og/tds.png');
    const staff = await signInPlatformAdmin(served.first.app);
    const priced = await staff.call(catalogueApi.updatePlan, {
      params: { code: 'SMART_TDS_SINGLE' },
      body: { price: '8,499', isAvailable: true },
    });
    expect(priced.statusCode).toBe(200);
    const renamed = await staff.call(catalogueApi.renamePlan, {
      params: { code: 'SMART_TDS_5' },
      body: { name: 'Five TANs & <more> $&' },
    });
    expect(renamed.statusCode).toBe(200);
    const added = await staff.call(catalogueApi.addPlan, {
      params: { code: 'SMART_TDS' },
      body: {
        name: 'Up to 50 TANs',
        description: 'Quarterly returns for up to 50 TANs.',
        price: '79,999',
        limit: '50',
        isAvailable: false,
      },
    });
    expect(added.statusCode).toBe(201);

    for (const app of [served.first.app, served.second]) {
      const page = await get(app, '/tds', { 'if-none-match': String(before.headers.etag) });
      expect(page.statusCode, 'the ETag changes with the prices').toBe(200);
      const html = page.body;
      expect(cardOf(html, 'SMART_TDS_SINGLE')).toContain('<span class="_amount">₹8,499</span>');
      expect(cardOf(html, 'SMART_TDS_SINGLE')).toContain('<h3>Single TAN</h3>');
      expect(cardOf(html, 'SMART_TDS_5')).toContain('<h3>Five TANs &amp; &lt;more&gt; $&amp;</h3>');
      expect(cardOf(html, 'SMART_TDS_UP_TO_50_TANS')).toBe(cardHtml({ ...(added.json() as Plan) }));
      expect(html).not.toContain('₹9,999');

      const served = /data-served-plans="SMART_TDS">([\s\S]*?)<\/script>/.exec(html)?.[1];
      const plans = JSON.parse(served ?? '[]') as Plan[];
      expect(plans.map((plan) => plan.pricePaise)[0]).toBe(849_900);
      expect(served).not.toContain('<more>');

      expect(comparisonOf(html), 'the comparison has a column per current plan').toBe(
        comparisonRows(plans),
      );
      expect(comparisonOf(html)).toContain(
        `<th scope="col" ${PLAN_SLOTS.planCell}="">Five TANs &amp; &lt;more&gt; $&amp;</th>`,
      );
      expect(comparisonOf(html)).toContain(`<td ${PLAN_SLOTS.planCell}="">Up to 50 TANs</td>`);

      const offers = offersOf(html);
      expect(offers).toMatchObject({ lowPrice: '8499.00', offerCount: built.length + 1 });
      expect(offers.offers[0]).toMatchObject({ name: 'Single TAN', price: '8499.00' });
      expect(offers.offers.at(-1)).toMatchObject({
        name: 'Up to 50 TANs',
        availability: 'https://schema.org/OutOfStock',
      });

      expect(metaContent(html, 'og:description')).toBe(
        `${summary} Plans from ₹8,499 a year + GST.`,
      );
      expect(metaContent(html, 'description')).toBe(summary);
      const image = metaContent(html, 'og:image');
      expect(image).toMatch(new RegExp(`^${site.url}/og/tds\\.png\\?v=\\d+$`));
      expect(metaContent(html, 'twitter:image')).toBe(image);

      const again = await get(app, '/tds', { 'if-none-match': String(page.headers.etag) });
      expect(again.statusCode).toBe(304);

      const card = await get(app, `/og/tds.png?v=${image?.split('=')[1]}`);
      expect(card.statusCode).toBe(200);
      expect(card.headers['content-type']).toBe('image/png');
      expect(card.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      expect(card.headers.etag).not.toBe(cardBefore.headers.etag);
    }
  });

  it('leaves every other file of the build as it is', async () => {
    expect((await get(served.first.app, '/favicon.svg')).body).toContain('<svg');
  });
});
