import { Readable } from 'node:stream';
import { formatInIndia } from '@prakar/shared/ist-calendar';
import type { FastifyReply } from 'fastify';

/**
 * Spreadsheets run a cell that starts with one of these as a formula, so a name such as
 * `=HYPERLINK("http://evil")` typed by a user could act when an administrator opens the export
 * (OWASP "CSV injection"). Tab and carriage return are on the list because some spreadsheets strip
 * them and then read what follows.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Needs quoting under RFC 4180: a separator, a quote or a line break inside the value. */
const NEEDS_QUOTES = /[",\r\n]/;

/** A plain decimal number, a minus sign allowed: no spreadsheet runs it as a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** A figure the server worked out, never text anyone typed: written as it is, "-90.00" too. */
export interface CsvFigure {
  readonly figure: string;
}

export function csvFigure(figure: string): CsvFigure {
  if (!PLAIN_NUMBER.test(figure)) throw new RangeError(`Not a plain number: ${figure}`);
  return { figure };
}

type CellValue = string | CsvFigure | null | undefined;

/** One cell, neutralised against formulas, then quoted if it has to be; a figure as it is. */
export function csvCell(value: CellValue): string {
  if (typeof value === 'object' && value !== null) return value.figure;
  let text = value ?? '';
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** `2026-11-23 14:05:09 IST`: sorts as text, and no spreadsheet reads it in another time zone. */
export function formatIstTimestamp(at: Date): string {
  return formatInIndia(at, "yyyy-MM-dd HH:mm:ss 'IST'");
}

/** RFC 4180 lines end in CRLF, the last one included. */
export function csvLine(cells: readonly CellValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

type Cells = readonly CellValue[];

/**
 * A whole file, one piece per batch of records. It starts with a byte-order mark: without it,
 * Excel (what most of our customers open exports in) reads UTF-8 as the local code page and
 * garbles names written in Indian scripts. The header comes with the first batch.
 */
export async function* csvChunks<Record>(
  header: readonly string[],
  batches: AsyncIterable<readonly Record[]>,
  cellsOf: (record: Record) => Cells,
): AsyncGenerator<string> {
  let head = `\uFEFF${csvLine(header)}`;
  for await (const records of batches) {
    yield head + records.map((record) => csvLine(cellsOf(record))).join('');
    head = '';
  }
  if (head) yield head;
}

/**
 * Streams a CSV download. The first piece is read before anything is sent, so a query that fails
 * at once still gets the usual error answer instead of a cut-off file.
 */
export async function sendCsv(
  reply: FastifyReply,
  filename: string,
  chunks: AsyncGenerator<string>,
): Promise<FastifyReply> {
  const first = await chunks.next();
  async function* all() {
    if (!first.done) yield first.value;
    yield* chunks;
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(all()));
}
