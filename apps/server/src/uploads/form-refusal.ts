import { ERROR_CODES } from '@prakar/shared/api-error';
import type { z } from 'zod';
import { HttpError } from '#src/http-error.ts';
import { VALIDATION_MESSAGE } from '#src/plugins/error-handler.ts';

/** A form's file refused: missing or unreadable (400), too large (413), of a type not taken (415). */
export interface FileRefusal {
  ok: false;
  status: 400 | 413 | 415;
  message: string;
}

const CODES = {
  400: ERROR_CODES.validation,
  413: ERROR_CODES.payloadTooLarge,
  415: ERROR_CODES.unsupportedMediaType,
} as const;

/**
 * The answer to a form with text and one file, checked together so a person sees every problem
 * at once: each message on its field, the file's on `fileField`. The status follows the file
 * (413 too large, 415 wrong type) and is 400 otherwise.
 */
export function formRefusal(
  parsed: { error?: z.ZodError | undefined },
  fileField: string,
  fileCheck: { ok: true } | FileRefusal | undefined,
): HttpError {
  const problems: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) problems[issue.path.join('.')] ??= issue.message;
  const refused = fileCheck?.ok === false ? fileCheck : undefined;
  if (refused) problems[fileField] = refused.message;
  const status = refused?.status ?? 400;
  const message = status === 400 || !refused ? VALIDATION_MESSAGE : refused.message;
  return new HttpError(status, CODES[status], message, problems);
}
