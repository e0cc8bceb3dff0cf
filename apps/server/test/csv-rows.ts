import { expect } from 'vitest';

/**
 * The rows of a CSV download after its byte-order mark, read as RFC 4180 has them: quoted cells
 * may hold commas, quotes and line breaks.
 */
export function csvRows(download: string): string[][] {
  const text = download.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (quoted) {
      if (char === '"' && text.charAt(i + 1) === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text.charAt(i + 1) === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** A CSV download's header, and each row after it as its cells by column name. */
export function csvRecords(download: string) {
  const [header = [], ...rows] = csvRows(download);
  const records = rows.map((row) =>
    Object.fromEntries(header.map((column, index) => [column, row[index]])),
  );
  return { header, records };
}

/** Checks that `response` is a CSV download named `filename`, as every export sends one. */
export function expectCsvDownload(
  response: { statusCode: number; body: string; headers: Record<string, unknown> },
  filename: string,
) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
}
