// Cuts the site's typeface out of Inter's full variable font (the `inter-ui` package, SIL Open
// Font License): the characters the pages print, weights 400 to 700, as one WOFF2 file.
//
// Why a file of our own: the published Latin subsets leave out the rupee sign (₹ is in "Latin
// Extended"), so a price would need a second download, while the full font is 350 KB. The output
// is committed beside global.css so a build needs no font tooling; run this again after upgrading
// `inter-ui` or when the copy starts to use a character outside CHARACTERS
// (`node apps/web/scripts/font-subset.mjs`).
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const source = require.resolve('inter-ui/variable/InterVariable.woff2');
const target = join(import.meta.dirname, '..', 'app', 'styles', 'fonts', 'inter-variable.woff2');

const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join('');

/** Printable ASCII and Latin-1 (é, ×, ©, ½…), typographic punctuation, ₹, € and ™, minus, the
 * table and menu marks (▲ ▼ ●; Inter has no ▾, which comes from the fallback), arrows. */
const CHARACTERS = [
  range(0x20, 0x7e),
  range(0xa0, 0xff),
  range(0x2010, 0x2027),
  range(0x2030, 0x203a),
  '\u20b9\u20ac\u2122\u2212\u25b2\u25bc\u25cf',
  range(0x2190, 0x2195),
].join('');

const font = await subsetFont(await readFile(source), CHARACTERS, {
  targetFormat: 'woff2',
  // Regular to bold is what the style sheets ask for; the optical size stays at text size.
  variationAxes: { wght: { min: 400, max: 700, default: 400 }, opsz: 14 },
  // Kerning, ligatures, the marks that compose accents, and the tabular figures of numbered lists'
  // markers (global.css); the stylistic sets are never used.
  keepFeatures: ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'],
});
await writeFile(target, font);
console.log(`Wrote ${target} (${font.length} bytes, ${CHARACTERS.length} characters).`);
