import { RESUME_CONTENT_TYPES, type ResumeContentType } from '@prakar/shared/careers';
import { zipEntryNames } from './zip-entries.ts';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
/** Every Word document is a ZIP whose main part is this entry. */
const DOCX_MAIN_PART = 'word/document.xml';

/**
 * The résumé's type, found from its bytes: the name and the type the browser claims are the
 * sender's to choose, so a renamed program or text file must not pass as a document.
 */
export function detectResumeType(bytes: Buffer): ResumeContentType | undefined {
  if (bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return RESUME_CONTENT_TYPES.pdf;
  if (zipEntryNames(bytes)?.includes(DOCX_MAIN_PART)) return RESUME_CONTENT_TYPES.docx;
  return undefined;
}

const EXTENSIONS: Record<ResumeContentType, string> = {
  [RESUME_CONTENT_TYPES.pdf]: 'pdf',
  [RESUME_CONTENT_TYPES.docx]: 'docx',
};

/**
 * A file name safe to store and to put in a mail header: no folders, no control or reserved
 * characters, and the extension that matches what the file really is.
 */
export function resumeFilename(given: string, type: ResumeContentType): string {
  const base = given.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  const clean = base.replace(/[\u0000-\u001f\u007f"<>:|?*]/g, '').trim();
  const stem =
    clean
      .replace(/\.[^.]*$/, '')
      .slice(0, 120)
      .trim() || 'resume';
  return `${stem}.${EXTENSIONS[type]}`;
}
