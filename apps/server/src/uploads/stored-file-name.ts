/**
 * What a stored name may not hold. Control characters (C0, DEL and C1); the bidirectional
 * controls (embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069, the marks U+200E,
 * U+200F and U+061C), which make "invoice\u202egpj.pdf" read as "invoicefdp.jpg"; line and
 * paragraph separators, zero-width space and the byte-order mark, unseen too; and the characters
 * file systems and mail headers reserve. Zero-width joiners stay: Indic names need them.
 */
const UNSAFE =
  /[\p{Cc}\u061c\u200b\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff"<>:|?*]/gu;
const STEM_MAX = 120;

/**
 * The name an uploaded file is stored, mailed and shown under: the sender's name without folders
 * or unsafe characters, and the extension of what the file really is (`fallback` when nothing of
 * the name is left). Every upload names its file through this.
 */
export function storedFileName(given: string, extension: string, fallback: string): string {
  const base = given.split(/[\\/]/).pop() ?? '';
  const stem =
    base
      .replace(UNSAFE, '')
      .trim()
      .replace(/\.[^.]*$/, '')
      .slice(0, STEM_MAX)
      .trim() || fallback;
  return `${stem}.${extension}`;
}
