import type { ReactNode } from 'react';

/**
 * Running text in which the products' names (“E-POI”, “E-Form16”) never break after their “E-”:
 * a word joiner (U+2060) follows the hyphen, which find in page reads through. The text stays one
 * run: an element around each name would start the words after it mid-line, where a late
 * typeface moves them (a layout shift). Other content is drawn as it is.
 */
export function ProductNamesWhole({ text }: { text: ReactNode }) {
  return typeof text === 'string' ? text.replace(/\bE-(?=[A-Z])/g, 'E-\u2060') : text;
}
