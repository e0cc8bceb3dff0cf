import { customType } from 'drizzle-orm/pg-core';

/**
 * Raw bytes. Drizzle has no built-in bytea column; both drivers (node-postgres and PGlite) accept
 * a Buffer or Uint8Array as a parameter, and node-postgres already returns a Buffer, while PGlite
 * returns a Uint8Array, so reads are turned into a Buffer either way.
 */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
