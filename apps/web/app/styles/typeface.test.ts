import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { entireMetricsCollection } from '@capsizecss/metrics/entireMetricsCollection';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(import.meta.dirname, 'typeface.css'), 'utf8');
const { inter, arial } = entireMetricsCollection;

type Metrics = {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
};
const variant = (font: typeof inter | typeof arial, weight: string): Metrics =>
  weight === 'regular' ? font : ((font.variants as Record<string, Metrics>)[weight] as Metrics);

/** The fallback face for `weight` as the style sheet declares it. */
function fallbackFace(weight: number): Record<string, string> {
  const face = css
    .split('@font-face')
    .find(
      (block) => block.includes('"Inter Fallback"') && block.includes(`font-weight: ${weight};`),
    );
  if (!face) throw new Error(`no fallback face for ${weight}`);
  return Object.fromEntries(
    [
      ...face.matchAll(
        /(size-adjust|ascent-override|descent-override|line-gap-override): ([\d.]+)%/g,
      ),
    ].map((match) => [match[1], match[2]]),
  );
}

const percent = (value: number) => (value * 100).toFixed(2);

/** Lifts the fallback's ascent just above Inter's, so Chromium rounds both the same way. */
const ASCENT_RAISE = 0.0005;

describe('the fallback faces', () => {
  // Inter's weight, and the Arial face the browser draws it with while Inter loads.
  it.each([
    [400, 'regular', 'regular'],
    [500, '500', 'regular'],
    [600, '600', '700'],
    [700, '700', '700'],
  ])(
    'weight %i carries the metrics computed from Inter and Arial',
    (weight, interWeight, arialWeight) => {
      const font = variant(inter, interWeight);
      const fallback = variant(arial, arialWeight);
      const size = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
      expect(fallbackFace(weight)).toEqual({
        'size-adjust': percent(size),
        'ascent-override': percent(font.ascent / (font.unitsPerEm * size) + ASCENT_RAISE),
        'descent-override': percent(Math.abs(font.descent) / (font.unitsPerEm * size)),
        'line-gap-override': percent(font.lineGap / (font.unitsPerEm * size)).replace(/\.00$/, ''),
      });
    },
  );
});
