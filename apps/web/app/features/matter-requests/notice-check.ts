import {
  MATTER_FILE_MAX_BYTES,
  MATTER_FILE_TOO_LARGE_MESSAGE,
  MATTER_FILE_TYPE_MESSAGE,
  NOTICE_REQUIRED_MESSAGE,
} from '@prakar/shared/matter-documents';

const EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'];

/**
 * What is wrong with the chosen notice, before a 10 MB upload is wasted: none chosen, not named as
 * a PDF, JPEG or PNG, or too large. The server decides the real type from the file's content.
 */
export function noticeProblem(
  file: { name: string; size: number } | undefined,
): string | undefined {
  if (!file || file.size === 0) return NOTICE_REQUIRED_MESSAGE;
  const name = file.name.toLowerCase();
  if (!EXTENSIONS.some((extension) => name.endsWith(extension))) return MATTER_FILE_TYPE_MESSAGE;
  if (file.size > MATTER_FILE_MAX_BYTES) return MATTER_FILE_TOO_LARGE_MESSAGE;
  return undefined;
}
