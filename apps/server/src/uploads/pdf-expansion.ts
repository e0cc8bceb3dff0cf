import { inflateWithin } from './bounded-inflate.ts';

/** `stream` followed by its end of line, but not the end of `endstream`. */
const STREAM_START = /\bstream(?:\r\n|\n|\r)/g;
const FILTER = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/;
const FLATE = new Set(['FlateDecode', 'Fl']);
/** Filters that can also unpack to far more than they hold, which this check does not decode. */
const EXPANDING = new Set([...FLATE, 'LZWDecode', 'LZW', 'RunLengthDecode', 'RL']);

function filtersOf(dictionary: string): string[] {
  const filter = FILTER.exec(dictionary)?.[1] ?? '';
  return [...filter.matchAll(/\/([A-Za-z0-9]+)/g)].map((match) => match[1] ?? '');
}

/**
 * How many bytes one stream unpacks to, within `limit`; undefined past it. Flate layers are
 * inflated in turn. A stream that would still unpack after a filter not decoded here (LZW, run
 * length, or Flate behind ASCII85) can't be measured; no résumé maker writes one, so it counts
 * as too much.
 */
async function streamLength(data: Buffer, filters: string[], limit: number) {
  let decoded = data;
  for (const [index, filter] of filters.entries()) {
    if (!FLATE.has(filter)) {
      const unpacksFurther = filters.slice(index).some((later) => EXPANDING.has(later));
      return unpacksFurther ? undefined : decoded.length;
    }
    const inflated = await inflateWithin(decoded, 'zlib', limit);
    if (!inflated) return undefined;
    decoded = inflated;
  }
  return decoded.length;
}

/**
 * Whether the PDF's streams, unpacked, come to more than `limit` bytes in all. Streams are found
 * by their keywords, not through the cross-reference table, so a stream the table leaves out is
 * measured too, and nothing the sender states about a length is trusted.
 */
export async function pdfExpandsBeyond(pdf: Buffer, limit: number): Promise<boolean> {
  const text = pdf.toString('latin1');
  const streamStart = new RegExp(STREAM_START);
  let remaining = limit;
  for (let found = streamStart.exec(text); found; found = streamStart.exec(text)) {
    const dataStart = found.index + found[0].length;
    const endstream = text.indexOf('endstream', dataStart);
    const dataEnd = endstream === -1 ? text.length : endstream;
    const dictionary = text.slice(Math.max(0, text.lastIndexOf('obj', found.index)), found.index);
    const length = await streamLength(
      pdf.subarray(dataStart, dataEnd),
      filtersOf(dictionary),
      remaining,
    );
    if (length === undefined) return true;
    remaining -= length;
    if (remaining < 0) return true;
    streamStart.lastIndex = dataEnd;
  }
  return false;
}
