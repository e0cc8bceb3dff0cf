import {
  MATTER_FILE_MAX_BYTES,
  MATTER_FILE_MISSING_MESSAGE,
  type MatterFileKind,
} from '@prakar/shared/matter-documents';
import { PAPER_FILE_FIELD } from '@prakar/shared/matter-papers';
import { refusingControlCharacters } from '@prakar/shared/text';
import type { z } from 'zod';
import { formRefusal } from '#src/uploads/form-refusal.ts';
import {
  type UploadForm,
  type UploadFormRules,
  uploadFormLimits,
} from '#src/uploads/upload-form.ts';
import { checkMatterFile } from './matter-file.ts';
import type { KeptFile } from './matter-papers-repository.ts';

/** Every form of a matter's papers: a few text fields and one file in `file`. */
export const PAPER_FORM: UploadFormRules = {
  fileField: PAPER_FILE_FIELD,
  limits: uploadFormLimits(MATTER_FILE_MAX_BYTES),
  notMultipartMessage: `Please send the form as multipart/form-data, with the file in the "${PAPER_FILE_FIELD}" field.`,
  oneFileMessage: 'Please attach just one file.',
};

/** What a form of the papers takes: its text fields' schema, and what its file may be. */
export interface PaperFormRule<T> {
  fields?: z.ZodType<T>;
  kind: MatterFileKind;
  /** The stored name of a file sent without a usable one. */
  fallbackName: string;
  /** A hearing's notice may be left out; every other file is required. */
  optional?: boolean;
}

/**
 * The form checked all at once, so a person sees every problem together: the text against its
 * shared schema, the file by its content. The status follows the file (413 too large, 415 wrong
 * type) and is 400 otherwise; each message is on its field.
 */
export async function checkPaperForm<T = Record<string, never>>(
  form: UploadForm,
  rule: PaperFormRule<T>,
): Promise<{ fields: T; file: KeptFile | undefined }> {
  const parsed = rule.fields ? refusingControlCharacters(rule.fields).safeParse(form.fields) : null;
  const sent = form.file && form.file.bytes.length > 0 ? form.file : undefined;
  const check = sent
    ? await checkMatterFile(sent, rule.fallbackName, rule.kind)
    : rule.optional
      ? undefined
      : ({ ok: false, status: 400, message: MATTER_FILE_MISSING_MESSAGE } as const);
  if ((parsed && !parsed.success) || (check && !check.ok)) {
    throw formRefusal(parsed ?? {}, PAPER_FILE_FIELD, check);
  }
  return {
    fields: (parsed?.success ? parsed.data : {}) as T,
    file:
      check?.ok === true
        ? { storedName: check.filename, contentType: check.contentType, bytes: check.bytes }
        : undefined,
  };
}
