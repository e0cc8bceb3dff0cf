import { ERROR_CODES } from '@prakar/shared/api-error';
import { RESUME_FIELD, RESUME_MAX_BYTES } from '@prakar/shared/careers';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '#src/http-error.ts';

/** Busboy limits for the application form: one file, a handful of short fields. */
export const APPLICATION_FORM_LIMITS = {
  fileSize: RESUME_MAX_BYTES,
  files: 1,
  fields: 10,
  parts: 12,
  /** A 3,000-character cover note in any script fits; the schema then checks the length. */
  fieldSize: 16 * 1024,
  fieldNameSize: 100,
  headerPairs: 100,
};

export interface UploadedFile {
  filename: string;
  /** Kept for the log only: the type is decided from the bytes. */
  declaredType: string;
  bytes: Buffer;
  /** More than RESUME_MAX_BYTES was sent; `bytes` holds only the start. */
  tooLarge: boolean;
}

export interface ApplicationForm {
  fields: Record<string, string>;
  resume: UploadedFile | undefined;
}

const NOT_MULTIPART_MESSAGE =
  'Please send the application as multipart/form-data, with the résumé in the "resume" field.';

/** Multipart's own errors, reworded for the person filling in the form. */
function formProblem(error: unknown): HttpError {
  const code = (error as { code?: string } | undefined)?.code;
  if (code === 'FST_FILES_LIMIT') {
    return new HttpError(400, ERROR_CODES.validation, 'Some fields need your attention.', {
      [RESUME_FIELD]: 'Please attach just one file: your résumé.',
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
    return new HttpError(415, ERROR_CODES.unsupportedMediaType, NOT_MULTIPART_MESSAGE);
  }
  return new HttpError(400, ERROR_CODES.badRequest, 'The form data could not be read.');
}

/**
 * Reads the whole form: text fields (the first value of each), and the `resume` file into memory,
 * at most 5 MB of it. Other file fields are read and dropped. The file is kept in memory because
 * it is stored in the database and attached to a mail anyway.
 */
export async function readApplicationForm(request: FastifyRequest): Promise<ApplicationForm> {
  if (!request.isMultipart()) {
    throw new HttpError(415, ERROR_CODES.unsupportedMediaType, NOT_MULTIPART_MESSAGE);
  }
  const fields: Record<string, string> = {};
  let resume: UploadedFile | undefined;
  try {
    for await (const part of request.parts({ limits: APPLICATION_FORM_LIMITS })) {
      if (part.type === 'field') {
        if (!(part.fieldname in fields)) fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== RESUME_FIELD || resume) continue;
      resume = {
        filename: part.filename,
        declaredType: part.mimetype,
        bytes,
        tooLarge: part.file.truncated,
      };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    request.log.info({ err: error }, 'application form could not be read');
    throw formProblem(error);
  }
  return { fields, resume };
}
