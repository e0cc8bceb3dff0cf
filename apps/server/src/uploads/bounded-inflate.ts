import { constants, createInflate, createInflateRaw } from 'node:zlib';

/** A truncated stream yields what it holds, as readers show it, instead of failing. */
const OPTIONS = { finishFlush: constants.Z_SYNC_FLUSH };

/**
 * Inflates `data` (zlib-wrapped, or raw deflate as in a ZIP) as far as `limit` bytes of output:
 * the output, or undefined once it would pass the limit. Inflating stops there, so a bomb costs
 * no more than the limit. Data that turns out corrupt gives what came out before the fault,
 * which is as much as a reader could make of it.
 */
export function inflateWithin(
  data: Buffer,
  format: 'zlib' | 'raw',
  limit: number,
): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const inflater = format === 'raw' ? createInflateRaw(OPTIONS) : createInflate(OPTIONS);
    const chunks: Buffer[] = [];
    let length = 0;
    const finish = () => resolve(Buffer.concat(chunks));
    inflater.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length <= limit) {
        chunks.push(chunk);
        return;
      }
      inflater.off('end', finish).off('error', finish).destroy();
      resolve(undefined);
    });
    inflater.on('end', finish).on('error', finish);
    inflater.end(data);
  });
}
