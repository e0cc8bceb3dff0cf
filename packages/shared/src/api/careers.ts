import {
  careerApplicationReceiptSchema,
  openingListSchema,
  RESUME_MAX_BYTES,
  RESUME_MAX_EXPANDED_BYTES,
} from '#src/careers.ts';
import { defineEndpoints, errorResponses } from './endpoint.ts';

/** The openings on the careers page (group "Masters") and applications for them ("Details"). */
export const careersApi = defineEndpoints('careers', {
  openings: {
    method: 'GET',
    path: '/Masters/Careers/Openings',
    tag: 'Masters',
    signIn: 'none',
    summary: 'The open positions, in the order the careers page shows them.',
    responses: { 200: openingListSchema, ...errorResponses(429, 500) },
  },
  apply: {
    method: 'POST',
    path: '/Details/Careers/Applications',
    tag: 'Details',
    signIn: 'none',
    summary: 'Apply for an opening.',
    description: `multipart/form-data with the text fields openingId, name, email, mobile and coverNote (see careerApplicationSchema) and one file field "resume": a PDF or Word (.docx) file of at most ${RESUME_MAX_BYTES / 1024 / 1024} MB, recognised by its content, that unpacks to at most ${RESUME_MAX_EXPANDED_BYTES / 1024 / 1024} MB (413 beyond). A PDF is stored without its scripts, actions, forms, annotations and embedded files; one that can't be read or is encrypted is refused. Errors name the fields in error.fields.`,
    body: 'multipart',
    responses: {
      201: careerApplicationReceiptSchema,
      ...errorResponses(400, 413, 415, 429, 500),
    },
  },
});
