import type { FastifyReply } from 'fastify';
import { contentDisposition } from '#src/uploads/content-disposition.ts';

/** A matter's file, as a download under its stored name that nothing runs and no cache keeps. */
export function sendMatterFile(
  reply: FastifyReply,
  file: { filename: string; contentType: string; bytes: Buffer },
) {
  return reply
    .type(file.contentType)
    .header('content-disposition', contentDisposition('attachment', file.filename))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}
