import { RESUME_FIELD, RESUME_MAX_BYTES } from '@prakar/shared/careers';
import type { FastifyRequest } from 'fastify';
import { readUploadForm, type UploadedFile, uploadFormLimits } from '#src/uploads/upload-form.ts';

/** Busboy limits for the application form: one file, a handful of short fields. */
export const APPLICATION_FORM_LIMITS = uploadFormLimits(RESUME_MAX_BYTES);

export interface ApplicationForm {
  fields: Record<string, string>;
  resume: UploadedFile | undefined;
}

/** The application's text fields and its résumé, at most 5 MB of it. */
export async function readApplicationForm(request: FastifyRequest): Promise<ApplicationForm> {
  const { fields, file } = await readUploadForm(request, {
    fileField: RESUME_FIELD,
    limits: APPLICATION_FORM_LIMITS,
    notMultipartMessage:
      'Please send the application as multipart/form-data, with the résumé in the "resume" field.',
    oneFileMessage: 'Please attach just one file: your résumé.',
  });
  return { fields, resume: file };
}
