import {
  MATTER_FILE_EXPANDS_TOO_FAR_MESSAGE,
  MATTER_FILE_MAX_EXPANDED_BYTES,
  MATTER_FILE_RULES,
  MATTER_FILE_TYPES,
  MATTER_FILE_UNREADABLE_MESSAGE,
  type MatterFileKind,
  type MatterFileType,
} from '@prakar/shared/matter-documents';
import type { FileRefusal } from '#src/uploads/form-refusal.ts';
import { withoutActiveContent } from '#src/uploads/pdf-active-content.ts';
import { pdfExpandsBeyond } from '#src/uploads/pdf-expansion.ts';
import { storedFileName } from '#src/uploads/stored-file-name.ts';
import type { UploadedFile } from '#src/uploads/upload-form.ts';
import { zipEntries } from '#src/uploads/zip-entries.ts';
import { zipExpandsBeyond } from '#src/uploads/zip-expansion.ts';

/** How each binary type a matter keeps begins, whatever the file is called. */
const MAGIC: [MatterFileType, Buffer][] = [
  [MATTER_FILE_TYPES.pdf, Buffer.from('%PDF-', 'latin1')],
  [MATTER_FILE_TYPES.jpeg, Buffer.from([0xff, 0xd8, 0xff])],
  [MATTER_FILE_TYPES.png, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
];

const EXTENSIONS: Record<MatterFileType, string> = {
  [MATTER_FILE_TYPES.pdf]: 'pdf',
  [MATTER_FILE_TYPES.jpeg]: 'jpg',
  [MATTER_FILE_TYPES.png]: 'png',
  [MATTER_FILE_TYPES.xlsx]: 'xlsx',
  [MATTER_FILE_TYPES.csv]: 'csv',
};

/** Every Excel workbook is a ZIP with this part; one with macros also has the second. */
const WORKBOOK_PART = 'xl/workbook.xml';
const MACROS_PART = 'xl/vbaProject.bin';

/** Bytes no text file holds: control characters other than tab, line feed and carriage return. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const NOT_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A CSV is text, its first line split by commas, semicolons or tabs. */
function isCsv(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  return text.trim().length > 0 && !NOT_TEXT.test(text) && /[,;\t]/.test(firstLine);
}

function typeOf(bytes: Buffer): MatterFileType | undefined {
  const found = MAGIC.find(([, magic]) => bytes.subarray(0, magic.length).equals(magic));
  if (found) return found[0];
  const entries = zipEntries(bytes);
  if (entries) {
    const names = new Set(entries.map((entry) => entry.name));
    return names.has(WORKBOOK_PART) && !names.has(MACROS_PART) ? MATTER_FILE_TYPES.xlsx : undefined;
  }
  return isCsv(bytes) ? MATTER_FILE_TYPES.csv : undefined;
}

export type MatterFileCheck =
  | { ok: true; contentType: MatterFileType; filename: string; bytes: Buffer }
  | FileRefusal;

/**
 * An uploaded file as a matter keeps it, or its problem: too large as sent or once unpacked
 * (413), not one of the types this `kind` of upload takes by its content (415), a PDF that can't
 * be read (400). A PDF is kept as its pages only (ADR 0069); an image, a workbook without macros
 * or a CSV as sent. Named by `storedFileName`, with the extension of what it is.
 */
export async function checkMatterFile(
  file: UploadedFile,
  fallbackName: string,
  kind: MatterFileKind = 'scan',
): Promise<MatterFileCheck> {
  const rule = MATTER_FILE_RULES[kind];
  if (file.tooLarge) return { ok: false, status: 413, message: rule.tooLargeMessage };
  const contentType = typeOf(file.bytes);
  if (!contentType || !rule.types.includes(contentType)) {
    return { ok: false, status: 415, message: rule.typeMessage };
  }
  const filename = storedFileName(file.filename, EXTENSIONS[contentType], fallbackName);
  const expandsTooFar = {
    ok: false,
    status: 413,
    message: MATTER_FILE_EXPANDS_TOO_FAR_MESSAGE,
  } as const;
  if (contentType === MATTER_FILE_TYPES.xlsx) {
    if (await zipExpandsBeyond(file.bytes, MATTER_FILE_MAX_EXPANDED_BYTES)) return expandsTooFar;
  }
  if (contentType !== MATTER_FILE_TYPES.pdf) {
    return { ok: true, contentType, filename, bytes: file.bytes };
  }
  if (await pdfExpandsBeyond(file.bytes, MATTER_FILE_MAX_EXPANDED_BYTES)) return expandsTooFar;
  const bytes = await withoutActiveContent(file.bytes);
  if (!bytes) return { ok: false, status: 400, message: MATTER_FILE_UNREADABLE_MESSAGE };
  return { ok: true, contentType, filename, bytes };
}
