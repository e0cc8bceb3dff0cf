import {
  MATTER_FILE_EXPANDS_TOO_FAR_MESSAGE,
  MATTER_FILE_MAX_EXPANDED_BYTES,
  MATTER_FILE_TOO_LARGE_MESSAGE,
  MATTER_FILE_TYPE_MESSAGE,
  MATTER_FILE_TYPES,
  MATTER_FILE_UNREADABLE_MESSAGE,
  type MatterFileType,
} from '@prakar/shared/matter-documents';
import { withoutActiveContent } from '#src/uploads/pdf-active-content.ts';
import { pdfExpandsBeyond } from '#src/uploads/pdf-expansion.ts';
import { storedFileName } from '#src/uploads/stored-file-name.ts';
import type { UploadedFile } from '#src/uploads/upload-form.ts';

/** How each type a matter keeps begins, whatever the file is called. */
const MAGIC: [MatterFileType, Buffer, extension: string][] = [
  [MATTER_FILE_TYPES.pdf, Buffer.from('%PDF-', 'latin1'), 'pdf'],
  [MATTER_FILE_TYPES.jpeg, Buffer.from([0xff, 0xd8, 0xff]), 'jpg'],
  [MATTER_FILE_TYPES.png, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'png'],
];

export type MatterFileCheck =
  | { ok: true; contentType: MatterFileType; filename: string; bytes: Buffer }
  | { ok: false; status: 400 | 413 | 415; message: string };

/**
 * An uploaded file as a matter keeps it, or its problem: too large as sent or once unpacked
 * (413), not a PDF, JPEG or PNG by its content (415), a PDF that can't be read (400). A PDF is
 * kept as its pages only (ADR 0069); an image as sent. Named by `storedFileName`, with the
 * extension of what it is.
 */
export async function checkMatterFile(
  file: UploadedFile,
  fallbackName: string,
): Promise<MatterFileCheck> {
  if (file.tooLarge) return { ok: false, status: 413, message: MATTER_FILE_TOO_LARGE_MESSAGE };
  const found = MAGIC.find(([, magic]) => file.bytes.subarray(0, magic.length).equals(magic));
  if (!found) return { ok: false, status: 415, message: MATTER_FILE_TYPE_MESSAGE };
  const [contentType, , extension] = found;
  const filename = storedFileName(file.filename, extension, fallbackName);
  if (contentType !== MATTER_FILE_TYPES.pdf) {
    return { ok: true, contentType, filename, bytes: file.bytes };
  }
  if (await pdfExpandsBeyond(file.bytes, MATTER_FILE_MAX_EXPANDED_BYTES)) {
    return { ok: false, status: 413, message: MATTER_FILE_EXPANDS_TOO_FAR_MESSAGE };
  }
  const bytes = await withoutActiveContent(file.bytes);
  if (!bytes) return { ok: false, status: 400, message: MATTER_FILE_UNREADABLE_MESSAGE };
  return { ok: true, contentType, filename, bytes };
}
