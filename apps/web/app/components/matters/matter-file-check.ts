import {
  MATTER_FILE_MAX_BYTES,
  MATTER_FILE_MISSING_MESSAGE,
  MATTER_FILE_RULES,
  type MatterFileKind,
} from '@prakar/shared/matter-documents';

/**
 * What is wrong with the chosen file, before a 10 MB upload is wasted: none chosen (`missing`
 * says so), not named as one of the types this kind of upload takes, or too large. The server
 * decides the real type from the file's content.
 */
export function matterFileProblem(
  file: { name: string; size: number } | undefined,
  kind: MatterFileKind,
  missing = MATTER_FILE_MISSING_MESSAGE,
): string | undefined {
  if (!file || file.size === 0) return missing;
  const rule = MATTER_FILE_RULES[kind];
  const name = file.name.toLowerCase();
  if (!rule.extensions.some((extension) => name.endsWith(extension))) return rule.typeMessage;
  if (file.size > MATTER_FILE_MAX_BYTES) return rule.tooLargeMessage;
  return undefined;
}
