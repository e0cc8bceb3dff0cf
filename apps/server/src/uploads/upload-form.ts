import { ERROR_CODES } from '@prakar/shared/api-error';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '#src/http-error.ts';

/** Busboy's limits for a form of a handful of short fields and one file of at most `fileSize`. */
export function uploadFormLimits(fileSize: number) {
  return {
    fileSize,
    files: 1,
    fields: 10,
    parts: 12,
    /** A 4,000-character text in any script fits; the schema then checks the length. */
    fieldSize: 16 * 1024,
    fieldNameSize: 100,
    headerPairs: 100,
  };
}

export interface UploadedFile {
  filename: string;
  /** Kept for the log only: the type is decided from the bytes. */
  declaredType: string;
  bytes: Buffer;
  /** More than the limit was sent; `bytes` holds only the start. */
  tooLarge: boolean;
}

export interface UploadForm {
  fields: Record<string, string>;
  file: UploadedFile | undefined;
}

/** What a form with one file calls its file, and what it tells a person who sends two. */
export interface UploadFormRules {
  fileField: string;
  limits: ReturnType<typeof uploadFormLimits>;
  notMultipartMessage: string;
  oneFileMessage: string;
}

/** Multipart's own errors, reworded for the person filling in the form. */
function formProblem(error: unknown, rules: UploadFormRules): HttpError {
  const code = (error as { code?: string } | undefined)?.code;
  if (code === 'FST_FILES_LIMIT') {
    return new HttpError(400, ERROR_CODES.validation, 'Some fields need your attention.', {
      [rules.fileField]: rules.oneFileMessage,
    });
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(
      413,
      ERROR_CODES.payloadTooLarge,
      'The form has more fields than expected.',
    );
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new HttpError(415, ERROR_CODES.unsupportedMediaType, rules.notMultipartMessage);
  }
  return new HttpError(400, ERROR_CODES.badRequest, 'The form data could not be read.');
}

/**
 * Reads the whole form: text fields (the first value of each), and the one file field into
 * memory, up to the limit. Other file fields are read and dropped. The file is kept in memory
 * because it is stored in the database anyway.
 */
export async function readUploadForm(
  request: FastifyRequest,
  rules: UploadFormRules,
): Promise<UploadForm> {
  if (!request.isMultipart()) {
    throw new HttpError(415, ERROR_CODES.unsupportedMediaType, rules.notMultipartMessage);
  }
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts({ limits: rules.limits })) {
      if (part.type === 'field') {
        if (!(part.fieldname in fields)) fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== rules.fileField || file) continue;
      file = {
        filename: part.filename,
        declaredType: part.mimetype,
        bytes,
        tooLarge: part.file.truncated,
      };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    request.log.info({ err: error }, 'upload form could not be read');
    throw formProblem(error, rules);
  }
  return { fields, file };
}
