import { inflateWithin } from './bounded-inflate.ts';
import { zipEntries } from './zip-entries.ts';

const STORED = 0;
const DEFLATED = 8;
const LOCAL_HEADER_SIZE = 30;

/**
 * Whether the ZIP's entries, unpacked, come to more than `limit` bytes. Each entry is really
 * inflated (within what is left of the limit), since the sizes the directory states are the
 * sender's to choose. An entry packed any other way than stored or deflated can't be measured,
 * and no Word document uses one, so it counts as too much.
 */
export async function zipExpandsBeyond(zip: Buffer, limit: number): Promise<boolean> {
  const entries = zipEntries(zip) ?? [];
  let remaining = limit;
  for (const entry of entries) {
    const local = entry.localHeaderOffset;
    if (local + LOCAL_HEADER_SIZE > zip.length) continue;
    const start =
      local + LOCAL_HEADER_SIZE + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + entry.compressedSize);
    if (entry.method === STORED) {
      remaining -= data.length;
    } else if (entry.method === DEFLATED) {
      const inflated = await inflateWithin(data, 'raw', remaining);
      if (!inflated) return true;
      remaining -= inflated.length;
    } else {
      return true;
    }
    if (remaining < 0) return true;
  }
  return false;
}
