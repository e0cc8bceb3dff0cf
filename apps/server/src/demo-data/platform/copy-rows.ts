import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** Text gathered before it is handed to the stream: fewer, larger writes. */
const CHUNK_CHARACTERS = 256 * 1024;
const SPECIAL = /[\\\n\r\t]/;

/** A value as COPY's text format spells it: `\N` for null, backslash escapes, bytea in hex. */
export function copyText(value: unknown): string {
  // Strings first: most values are.
  if (typeof value === 'string') return escaped(value);
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (Buffer.isBuffer(value)) return `\\\\x${value.toString('hex')}`;
  return escaped(JSON.stringify(value));
}

function escaped(text: string): string {
  return SPECIAL.test(text)
    ? text.replace(
        /[\\\n\r\t]/g,
        (c) => ({ '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' })[c] ?? c,
      )
    : text;
}

export interface CopyInto<Row> {
  add(row: Row): void;
  /** Hands what was added to PostgreSQL, waiting while it is behind. */
  flush(): Promise<void>;
  /** Flushes and waits until PostgreSQL has taken every row. */
  end(): Promise<void>;
  readonly rows: number;
}

/** Where rows go: a table, its columns, and each column's key in the rows given. */
export interface CopyTarget {
  table: string;
  columns: readonly string[];
  keys: readonly string[];
}

/** A drizzle table's columns for rows of its shape with these keys (the rest take defaults). */
export function copyTarget(table: PgTable, keys: readonly string[]): CopyTarget {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return {
    table: getTableName(table),
    columns: keys.map((key) => {
      const column = columns[key];
      if (!column) throw new Error(`${getTableName(table)} has no column ${key}.`);
      return column.name;
    }),
    keys,
  };
}

/** `COPY table (columns) FROM STDIN` on a connection of its own, which the caller owns. */
export function copyInto(client: pg.Client, target: CopyTarget): CopyInto<object> {
  const { keys } = target;
  const first = keys[0] as string;
  const names = target.columns.map((name) => `"${name}"`).join(', ');
  const stream = client.query(copyFrom(`copy "${target.table}" (${names}) from stdin`));
  let pending = '';
  let rows = 0;
  const flush = async () => {
    if (pending === '') return;
    const ready = stream.write(pending);
    pending = '';
    if (!ready) await once(stream, 'drain');
  };
  return {
    add(row) {
      const record = row as Record<string, unknown>;
      // A loop, not keys.map(...).join: no array per row for the collector.
      let line = copyText(record[first]);
      for (let at = 1; at < keys.length; at += 1)
        line += `\t${copyText(record[keys[at] as string])}`;
      pending += `${line}\n`;
      rows += 1;
      if (pending.length > CHUNK_CHARACTERS) {
        stream.write(pending);
        pending = '';
      }
    },
    flush,
    async end() {
      await flush();
      stream.end();
      await finished(stream);
    },
    get rows() {
      return rows;
    },
  };
}
