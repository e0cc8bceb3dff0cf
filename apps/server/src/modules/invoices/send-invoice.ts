import type { FastifyReply } from 'fastify';
import { invoiceFilename } from './invoice-mail.ts';

/** Sends a PDF as a download that no shared cache keeps. */
export function sendPdf(reply: FastifyReply, file: { filename: string; pdf: Buffer }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}

/** Sends an invoice PDF as a download that no shared cache keeps. */
export function sendInvoice(reply: FastifyReply, invoice: { number: string; pdf: Buffer }) {
  return sendPdf(reply, { filename: invoiceFilename(invoice.number), pdf: invoice.pdf });
}
