import type { Executor } from './client.ts';

/**
 * A prepared statement built once per database handle and reused. Drizzle turns a query into SQL
 * text every time it is built, prepared or not; for the lookup every signed-in request makes (a
 * session with its user, organisation and access, some sixty columns) that building took 40 % of
 * the server's time under load, several times what PostgreSQL spent running it.
 */
export function preparedOnce<Statement>(
  build: (db: Executor) => Statement,
): (db: Executor) => Statement {
  const built = new WeakMap<Executor, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
