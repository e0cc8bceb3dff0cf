import { RESUME_CONTENT_TYPES } from '@prakar/shared/careers';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '#src/uploads/content-disposition.ts';

/**
 * The résumé is the applicant's file, opened on the firm's own origin: nothing in it may run. No
 * script, form or base; no framing by another page. Chrome shows a PDF through an embedded viewer,
 * which `object-src 'self'` lets through; a `sandbox` directive would block that viewer outright.
 */
const RESUME_CSP =
  "default-src 'none'; script-src 'none'; object-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

const KNOWN_TYPES: readonly string[] = Object.values(RESUME_CONTENT_TYPES);

/** The stored file, typed as it was found to be when it arrived, and kept by no cache. */
export function sendResume(
  reply: FastifyReply,
  resume: { filename: string; contentType: string; bytes: Buffer },
  kind: 'inline' | 'attachment',
) {
  const type = KNOWN_TYPES.includes(resume.contentType)
    ? resume.contentType
    : 'application/octet-stream';
  return reply
    .type(type)
    .header('content-disposition', contentDisposition(kind, resume.filename))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', RESUME_CSP)
    .header('cache-control', 'private, no-store')
    .send(resume.bytes);
}
