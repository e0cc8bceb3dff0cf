/**
 * Spreadsheets run a cell that starts with one of these as a formula, so a name such as
 * `=HYPERLINK("http://evil")` typed by a user could act when an administrator opens the export
 * (OWASP "CSV injection"). Tab and carriage return are on the list because some spreadsheets strip
 * them and then read what follows.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Needs quoting under RFC 4180: a separator, a quote or a line break inside the value. */
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell, neutralised against formulas, then quoted if it has to be. */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 lines end in CRLF, the last one included. */
export function csvLine(cells: readonly (string | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * A whole file. It starts with a byte-order mark: without it, Excel (what most of our customers
 * open exports in) reads UTF-8 as the local code page and garbles names written in Indian scripts.
 */
export function csvDocument(
  header: readonly string[],
  rows: Iterable<readonly (string | null | undefined)[]>,
): string {
  const lines = [`\uFEFF${csvLine(header)}`];
  for (const row of rows) lines.push(csvLine(row));
  return lines.join('');
}
