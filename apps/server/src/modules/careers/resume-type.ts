import { RESUME_CONTENT_TYPES, type ResumeContentType } from '@prakar/shared/careers';
import { storedFileName } from '#src/uploads/stored-file-name.ts';
import { zipEntries } from '#src/uploads/zip-entries.ts';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
/** Every Word document is a ZIP whose main part is this entry. */
const DOCX_MAIN_PART = 'word/document.xml';

/**
 * The résumé's type, found from its bytes: the name and the type the browser claims are the
 * sender's to choose, so a renamed program or text file must not pass as a document.
 */
export function detectResumeType(bytes: Buffer): ResumeContentType | undefined {
  if (bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return RESUME_CONTENT_TYPES.pdf;
  if (zipEntries(bytes)?.some((entry) => entry.name === DOCX_MAIN_PART))
    return RESUME_CONTENT_TYPES.docx;
  return undefined;
}

const EXTENSIONS: Record<ResumeContentType, string> = {
  [RESUME_CONTENT_TYPES.pdf]: 'pdf',
  [RESUME_CONTENT_TYPES.docx]: 'docx',
};

/** The résumé's stored name: see storedFileName. */
export function resumeFilename(given: string, type: ResumeContentType): string {
  return storedFileName(given, EXTENSIONS[type], 'resume');
}
