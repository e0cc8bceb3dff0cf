const LOCAL_FILE_HEADER = 0x04034b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const CENTRAL_HEADER_SIZE = 46;
/** A résumé has a few dozen entries; a directory claiming far more is not one. */
const MAX_ENTRIES = 5_000;

/** Where the end-of-central-directory record starts, searching back over a possible comment. */
function findEndOfCentralDirectory(zip: Buffer): number | undefined {
  const lowest = Math.max(0, zip.length - EOCD_SIZE - MAX_COMMENT);
  for (let at = zip.length - EOCD_SIZE; at >= lowest; at -= 1) {
    if (zip.readUInt32LE(at) !== END_OF_CENTRAL_DIRECTORY) continue;
    const commentLength = zip.readUInt16LE(at + 20);
    if (at + EOCD_SIZE + commentLength <= zip.length) return at;
  }
  return undefined;
}

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated: the only two a Word document uses. */
  method: number;
  compressedSize: number;
  /** Where the entry's local header starts; its data follows that header. */
  localHeaderOffset: number;
}

/**
 * The entries a ZIP archive lists in its central directory, or undefined if the bytes are not
 * a well-formed single-disk ZIP. Only the directory is read, nothing is decompressed, so a
 * hostile archive costs nothing to look at. ZIP64 archives (over 4 GB or 65,535 entries) are
 * refused: no résumé is one.
 */
export function zipEntries(zip: Buffer): ZipEntry[] | undefined {
  if (zip.length < EOCD_SIZE + 4 || zip.readUInt32LE(0) !== LOCAL_FILE_HEADER) return undefined;
  const end = findEndOfCentralDirectory(zip);
  if (end === undefined) return undefined;
  const entryCount = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (entryCount > MAX_ENTRIES || directoryOffset + directorySize > end) return undefined;

  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < entryCount; index += 1) {
    if (at + CENTRAL_HEADER_SIZE > end || zip.readUInt32LE(at) !== CENTRAL_FILE_HEADER) {
      return undefined;
    }
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const nameStart = at + CENTRAL_HEADER_SIZE;
    const next = nameStart + nameLength + extraLength + commentLength;
    if (next > end) return undefined;
    entries.push({
      name: zip.toString('utf8', nameStart, nameStart + nameLength),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      localHeaderOffset: zip.readUInt32LE(at + 42),
    });
    at = next;
  }
  return entries;
}
