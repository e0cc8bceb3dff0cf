import { MATTER_FILE_MAX_BYTES, MATTER_FILE_RULES } from '@prakar/shared/matter-documents';

const RULE = MATTER_FILE_RULES.document;

/**
 * What is wrong with the chosen attachment before it is sent: not named as one of the types a
 * message takes, or over 10 MB. The server decides the real type from the file's content.
 */
export function attachmentProblem(file: { name: string; size: number }): string | undefined {
  const name = file.name.toLowerCase();
  if (!RULE.extensions.some((extension) => name.endsWith(extension))) return RULE.typeMessage;
  if (file.size > MATTER_FILE_MAX_BYTES) return RULE.tooLargeMessage;
  return undefined;
}
