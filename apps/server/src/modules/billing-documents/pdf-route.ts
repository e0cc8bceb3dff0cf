import type { EndpointDefinition } from '@prakar/shared/api/endpoint';
import type { FastifyReply } from 'fastify';
import {
  type ApiApp,
  type EndpointHandler,
  type EndpointRequest,
  type EndpointRouteOptions,
  route,
} from '#src/plugins/endpoint-route.ts';

/** A billing document as it is downloaded: its file name and its PDF. */
export interface PdfFile {
  filename: string;
  pdf: Buffer;
}

/** Sends a document's PDF as a download that no shared cache keeps. */
function sendPdf(reply: FastifyReply, file: PdfFile) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}

/** A route that answers with the PDF `load` finds for the request (an invoice, a credit note). */
export function pdfRoute<E extends EndpointDefinition>(
  app: ApiApp,
  endpoint: E,
  load: (request: EndpointRequest<E>) => Promise<PdfFile>,
  options?: EndpointRouteOptions,
): void {
  const handler = async (request: EndpointRequest<E>, reply: FastifyReply) =>
    sendPdf(reply, await load(request));
  // The handler answers through `reply`, as a file's must; TypeScript cannot see through the
  // conditional type of a generic endpoint's answer.
  route(app, endpoint, handler as EndpointHandler<E>, options);
}
