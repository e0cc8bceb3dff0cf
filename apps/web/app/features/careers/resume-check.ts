import {
  RESUME_MAX_BYTES,
  RESUME_REQUIRED_MESSAGE,
  RESUME_TOO_LARGE_MESSAGE,
  RESUME_TYPE_MESSAGE,
} from '@prakar/shared/careers';

const EXTENSIONS = ['.pdf', '.docx'];

/**
 * What is wrong with the chosen résumé, before a 5 MB upload is wasted: none chosen, not named as
 * a PDF or DOCX, or too large. The server decides the real type from the file's content.
 */
export function resumeProblem(
  file: { name: string; size: number } | undefined,
): string | undefined {
  if (!file || file.size === 0) return RESUME_REQUIRED_MESSAGE;
  const name = file.name.toLowerCase();
  if (!EXTENSIONS.some((extension) => name.endsWith(extension))) return RESUME_TYPE_MESSAGE;
  if (file.size > RESUME_MAX_BYTES) return RESUME_TOO_LARGE_MESSAGE;
  return undefined;
}
