import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { GatewayQuery, GatewaySql } from '#src/gateway-sql.ts';

/** A fresh in-memory database for the gateway's own tests, as a host would hand it over. */
export async function openPgliteSql(): Promise<GatewaySql & { close(): Promise<void> }> {
  const client = await PGlite.create('memory://');
  const queryOn =
    (target: PGlite | Transaction): GatewayQuery =>
    async (text, params = []) =>
      (await target.query<Record<string, unknown>>(text, [...params])).rows;
  return {
    query: queryOn(client),
    transaction: (work) => client.transaction((tx) => work(queryOn(tx))),
    close: () => client.close(),
  };
}
