/** A row as the database driver gives it back: jsonb columns already parsed. */
export type GatewayRow = Record<string, unknown>;

/** One statement in PostgreSQL's dialect, with `$1`, `$2`… parameters. */
export type GatewayQuery = (text: string, params?: readonly unknown[]) => Promise<GatewayRow[]>;

/**
 * The little of the host's database the gateway needs, whichever driver is underneath (PGlite or
 * PostgreSQL): statements, and transactions whose statements share one connection.
 */
export interface GatewaySql {
  query: GatewayQuery;
  transaction<T>(work: (query: GatewayQuery) => Promise<T>): Promise<T>;
}

/**
 * A record as JSON text, which the statements cast (`$2::text::jsonb`): the drivers would each
 * encode a parameter typed jsonb their own way.
 */
export const jsonText = (record: object): string => JSON.stringify(record);
