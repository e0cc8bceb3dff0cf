import type { Opening } from '@prakar/shared/careers';
import { OPENING_SLOTS, TEMPLATE_OPENING } from '@prakar/shared/careers-page';
import { formatIndianDate } from '@prakar/shared/dates';
import { escapeHtml, jsonInScript } from '@prakar/shared/html';
import { jobPostingJsonLd } from './job-posting.ts';

/*
 * The careers page's openings, filled in as the server sends it (docs/decisions/0068). The build
 * marks the list (features/careers/openings-list.tsx) and draws it once from `TEMPLATE_OPENING`;
 * each opening's card is that card drawn again with its texts, so the markup (its CSS-module
 * classes, its hidden text) is the app's own and the app hydrates it unchanged.
 */

export interface OpeningSlots {
  /** The page without its templates. */
  html: string;
  /** The list's start tag, one opening's item in it, and the text said when there is none. */
  listStart: string;
  item: string;
  empty: string;
}

/** Each text of a card, as an opening gives it. */
const CARD_TEXTS: ((opening: Opening) => string)[] = [
  (opening) => opening.slug,
  (opening) => opening.title,
  (opening) => opening.department,
  (opening) => opening.location,
  (opening) => opening.employmentType,
  (opening) => opening.description,
  (opening) => opening.postedAt,
  (opening) => formatIndianDate(opening.postedAt),
  (opening) => opening.closesOn,
  (opening) => formatIndianDate(opening.closesOn),
];
const TOKENS = CARD_TEXTS.map((text) => escapeHtml(text(TEMPLATE_OPENING)));
/** Every token at once, so an opening's text is never read as another token. */
const TOKEN = new RegExp(
  TOKENS.map((token) => token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
  'g',
);

/** The `<li>` of a list drawn from the template's one item, drawn once per item of `items`. */
function repeatItem(card: string, templateItem: string | undefined, items: readonly string[]) {
  const item = `<li>${escapeHtml(templateItem ?? '')}</li>`;
  return card.replace(item, () => items.map((text) => `<li>${escapeHtml(text)}</li>`).join(''));
}

function card(slots: OpeningSlots, opening: Opening): string {
  const values = new Map(
    TOKENS.map((token, at) => [token, escapeHtml(CARD_TEXTS[at]?.(opening) ?? '')]),
  );
  let drawn = repeatItem(
    slots.item,
    TEMPLATE_OPENING.responsibilities[0],
    opening.responsibilities,
  );
  drawn = repeatItem(drawn, TEMPLATE_OPENING.requirements[0], opening.requirements);
  return drawn.replace(TOKEN, (token) => values.get(token) ?? token);
}

const TEMPLATE = new RegExp(
  `<div[^>]*\\s${OPENING_SLOTS.template}=""[^>]*>(<ul[^>]*>)(<li><article[\\s\\S]*?</article></li>)</ul>(<p[^>]*>[^<]*</p>)</div>`,
);
/** The list's place, holding what the build drew there: the loading line. */
const LIST = new RegExp(
  `(<div\\s${OPENING_SLOTS.list}=""[^>]*>)<div[^>]*><p[^>]*>[^<]*</p></div>(</div>)`,
);
const SERVED = new RegExp(`(<script[^>]*\\s${OPENING_SLOTS.served}=""[^>]*>)[^<]*(</script>)`);

/** The page's slots, or undefined for a page without them (another page, or an unmarked build). */
export function findOpeningSlots(html: string): OpeningSlots | undefined {
  const template = TEMPLATE.exec(html);
  const [, listStart, item, empty] = template ?? [];
  if (!template || !listStart || !item || !empty || !LIST.test(html) || !SERVED.test(html)) {
    return undefined;
  }
  const rest = html.slice(0, template.index) + html.slice(template.index + template[0].length);
  return { html: rest, listStart, item, empty };
}

/**
 * The page with `openings` in its list, in the data block the app starts from, and as JobPosting
 * structured data in its head.
 */
export function fillOpenings(slots: OpeningSlots, openings: readonly Opening[]): string {
  const list =
    openings.length === 0
      ? slots.empty
      : `${slots.listStart}${openings.map((opening) => card(slots, opening)).join('')}</ul>`;
  const postings = openings.map(
    (opening) =>
      `<script type="application/ld+json">${jsonInScript(jobPostingJsonLd(opening))}</script>`,
  );
  return slots.html
    .replace(LIST, (_all, open: string, close: string) => open + list + close)
    .replace(SERVED, (_all, open: string, close: string) => open + jsonInScript(openings) + close)
    .replace('</head>', () => `${postings.join('')}</head>`);
}
