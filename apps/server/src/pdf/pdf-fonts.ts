import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

interface Fonts {
  regular: Buffer;
  bold: Buffer;
}

let fonts: Fonts | undefined;

/**
 * DejaVu Sans has the rupee sign (₹), which the PDF standard fonts lack, and is embedded, as a
 * tagged PDF's fonts must be. Resolved through the package rather than the working directory,
 * and read once: the files are about 1 MB together.
 */
export function loadFonts(): Fonts {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const directory = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    fonts = {
      regular: readFileSync(join(directory, 'DejaVuSans.ttf')),
      bold: readFileSync(join(directory, 'DejaVuSans-Bold.ttf')),
    };
  }
  return fonts;
}
