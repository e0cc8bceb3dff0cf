import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type Font, type GlyphRun } from 'fontkit';

interface Fonts {
  regular: Font;
  bold: Font;
}

let fonts: Fonts | undefined;

/** Words kept per font; past this the memory is let go and filled again. */
const KEPT_LAYOUTS = 5_000;

/**
 * Shapes each word once per thread rather than once per document. pdfkit keeps the words it has
 * laid out only for the document at hand, and shaping (DejaVu's substitution and positioning
 * tables, read glyph by glyph) was a fifth of the cost of an invoice, whose words are mostly the same
 * from one to the next. pdfkit scales the positions it gets in place, so each caller gets its own.
 */
function layOutEachWordOnce(font: Font): void {
  const shape = font.layout.bind(font);
  const kept = new Map<string, GlyphRun>();
  font.layout = (text, ...options) => {
    if (options.some((option) => option !== undefined)) return shape(text, ...options);
    let run = kept.get(text);
    if (!run) {
      if (kept.size >= KEPT_LAYOUTS) kept.clear();
      run = shape(text);
      kept.set(text, run);
    }
    return Object.assign(Object.create(Object.getPrototypeOf(run)), run, {
      positions: run.positions.map((position) => ({ ...position })),
    });
  };
}

function parse(file: string): Font {
  const font = create(readFileSync(file));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not one font.`);
  layOutEachWordOnce(font);
  return font;
}

/**
 * DejaVu Sans has the rupee sign (₹), which the PDF standard fonts lack, and is embedded, as a
 * tagged PDF's fonts must be. Resolved through the package rather than the working directory, and
 * parsed once: reading the two 700 KB files' tables again for every document was half the cost of
 * rendering an invoice. Each document still makes its own subset of the glyphs it uses.
 */
export function loadFonts(): Fonts {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const directory = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    fonts = {
      regular: parse(join(directory, 'DejaVuSans.ttf')),
      bold: parse(join(directory, 'DejaVuSans-Bold.ttf')),
    };
  }
  return fonts;
}
