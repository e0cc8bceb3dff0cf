import type { Plan, Product } from '@prakar/shared/catalogue';
import { escapeHtml, jsonInScript } from '@prakar/shared/html';
import { planLimitLabel, planPrice } from '@prakar/shared/plan-format';
import {
  PLAN_SLOTS,
  planOffersJsonLd,
  plansFromSentence,
  TEMPLATE_PLAN,
} from '@prakar/shared/plan-offers';

/*
 * The parts of a pre-rendered product page that say its prices, and how they are filled with a
 * version of the catalogue (docs/decisions/0062). The build marks them (the plan list in
 * features/catalogue/plan-list.tsx, the offers and the link preview in content/product-meta.ts);
 * every card is drawn from a card React drew at build time from `TEMPLATE_PLAN`, so the markup
 * (its CSS-module classes, its hidden text) is the app's own and the app hydrates it unchanged.
 */

export interface PriceSlots {
  productCode: string;
  /** The page without its card and comparison templates. */
  html: string;
  cards: { available: string; unavailable: string };
  /** The comparison table's head and body drawn for one plan: one marked cell in each row. */
  comparison: string;
  /** The plans the build drew; the link preview's sentence was made from them. */
  builtPlans: Plan[];
}

const JSON_LD = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;

const replaceAll = (text: string, from: string, to: string) => text.split(from).join(to);

/** The page without the first element `pattern` finds, and what its first group held. */
function cut(html: string, pattern: RegExp): { html: string; inner: string } | undefined {
  const found = pattern.exec(html);
  if (found?.[1] === undefined) return undefined;
  const rest = html.slice(0, found.index) + html.slice(found.index + found[0].length);
  return { html: rest, inner: found[1] };
}

/** The page's slots, or undefined for a page that says no prices (or a build without marks). */
export function findPriceSlots(html: string): PriceSlots | undefined {
  const productCode = new RegExp(`\\s${PLAN_SLOTS.template}="([A-Z0-9_]+)"`).exec(html)?.[1];
  if (!productCode) return undefined;
  const template = cut(
    html,
    new RegExp(`<ul[^>]*\\s${PLAN_SLOTS.template}="${productCode}"[^>]*>([\\s\\S]*?)</ul>`),
  );
  const comparison =
    template &&
    cut(
      template.html,
      new RegExp(
        `<table[^>]*\\s${PLAN_SLOTS.comparisonTemplate}="${productCode}"[^>]*>([\\s\\S]*?)</table>`,
      ),
    );
  const [available, unavailable] = template?.inner.match(/<li[\s\S]*?<\/li>/g) ?? [];
  const served = new RegExp(
    `<script[^>]*\\s${PLAN_SLOTS.plans}="${productCode}"[^>]*>([\\s\\S]*?)</script>`,
  ).exec(html);
  if (!comparison || !available || !unavailable || served?.[1] === undefined) return undefined;
  return {
    productCode,
    html: comparison.html,
    cards: { available, unavailable },
    comparison: comparison.inner,
    builtPlans: JSON.parse(served[1]) as Plan[],
  };
}

/** Each text of a card, as a plan gives it. */
const CARD_TEXTS: ((plan: Plan) => string)[] = [
  (plan) => plan.code,
  (plan) => plan.name,
  (plan) => plan.description,
  planPrice,
  planLimitLabel,
];
const TOKENS = CARD_TEXTS.map((text) => escapeHtml(text(TEMPLATE_PLAN)));
/** Every token at once, so a plan's text is never read as another token. */
const TOKEN = new RegExp(
  TOKENS.map((token) => token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
  'g',
);

/** Markup drawn from `TEMPLATE_PLAN`, drawn again from `plan`. */
function drawn(template: string, plan: Plan): string {
  const values = new Map(
    TOKENS.map((token, at) => [token, escapeHtml(CARD_TEXTS[at]?.(plan) ?? '')]),
  );
  return template.replace(TOKEN, (token) => values.get(token) ?? token);
}

/** One plan's card, drawn from the template of its kind. */
function card(slots: PriceSlots, plan: Plan): string {
  return drawn(plan.isAvailable ? slots.cards.available : slots.cards.unavailable, plan);
}

const PLAN_CELL = new RegExp(
  `<(th|td)\\b[^>]*\\s${PLAN_SLOTS.planCell}=""[^>]*>[\\s\\S]*?</\\1>`,
  'g',
);

/** The comparison's head and body with a column per plan: each row's template cell, per plan. */
function comparisonRows(slots: PriceSlots, plans: readonly Plan[]): string {
  return slots.comparison.replace(PLAN_CELL, (cell) =>
    plans.map((plan) => drawn(cell, plan)).join(''),
  );
}

/** The element opened by `opening` (a pattern of its start tag), with `content` inside. */
function refill(html: string, opening: string, closing: string, content: string): string {
  const pattern = new RegExp(`(${opening})[\\s\\S]*?(${closing})`);
  return html.replace(pattern, (_all, open: string, close: string) => open + content + close);
}

/**
 * The page with `product`'s plans in its cards, its comparison table, its data block, its offers
 * and its preview.
 */
export function fillPrices(slots: PriceSlots, product: Product, ogImageUrl: string): string {
  const { plans } = product;
  const code = slots.productCode;
  let html = refill(
    slots.html,
    `<ul[^>]*\\s${PLAN_SLOTS.cards}="${code}"[^>]*>`,
    '</ul>',
    plans.map((plan) => card(slots, plan)).join(''),
  );
  html = refill(
    html,
    `<table[^>]*\\s${PLAN_SLOTS.comparison}="${code}"[^>]*>[\\s\\S]*?</caption>`,
    '</table>',
    comparisonRows(slots, plans),
  );
  html = refill(
    html,
    `<script[^>]*\\s${PLAN_SLOTS.plans}="${code}"[^>]*>`,
    '</script>',
    jsonInScript(plans),
  );
  html = html.replace(JSON_LD, (block, json: string) => {
    const data = JSON.parse(json) as Record<string, unknown>;
    if (data['@type'] !== 'SoftwareApplication' || !data.offers) return block;
    const offers = planOffersJsonLd(plans, String(data.url));
    return `<script type="application/ld+json">${jsonInScript({ ...data, offers })}</script>`;
  });
  // The link preview: its sentence on prices, and a card drawn for this version.
  const headEnd = html.indexOf('</head>');
  const head = replaceAll(
    html.slice(0, headEnd),
    escapeHtml(plansFromSentence(slots.builtPlans)),
    escapeHtml(plansFromSentence(plans)),
  ).replace(
    /(<meta (?:property="og:image"|name="twitter:image") content=")[^"]*"/g,
    (_all, start: string) => `${start}${escapeHtml(ogImageUrl)}"`,
  );
  return head + html.slice(headEnd);
}
