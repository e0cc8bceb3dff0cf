import { ilike, like, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Text for a LIKE pattern: `%` and `_` typed by a person are letters to look for, not wildcards. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** Shorter searches have no three letters for a trigram index to look up. */
const TRIGRAM_LENGTH = 3;

/**
 * A LIKE pattern for text found anywhere from three characters (a trigram index's reach), and at
 * the start below that, where one or two letters occur somewhere in nearly every row.
 */
export function partPattern(text: string): string {
  const literal = likeLiteral(text);
  return text.length >= TRIGRAM_LENGTH ? `%${literal}%` : `${literal}%`;
}

/**
 * A person found by name or e-mail: a search of three characters or more finds them anywhere
 * (through trigram indexes, where the table has them); a shorter one finds names and e-mails that
 * start with it, since one or two letters occur somewhere in nearly everyone's. `email` is the
 * address in lower case: the column itself where addresses are kept so, else `lower(column)`.
 */
export function nameOrEmailMatching(
  name: PgColumn,
  email: PgColumn | SQL,
  search: string,
): SQL | undefined {
  if (search.length >= TRIGRAM_LENGTH) {
    const pattern = `%${likeLiteral(search)}%`;
    return or(ilike(name, pattern), ilike(email, pattern));
  }
  const prefix = `${likeLiteral(search.toLowerCase())}%`;
  return or(sql`lower(${name}) like ${prefix}`, like(email, prefix));
}
