import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type Font } from 'fontkit';

interface Fonts {
  regular: Font;
  bold: Font;
}

let fonts: Fonts | undefined;

function parse(file: string): Font {
  const font = create(readFileSync(file));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not one font.`);
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
