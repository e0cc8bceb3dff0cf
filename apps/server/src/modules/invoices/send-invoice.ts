import type { FastifyReply } from 'fastify';
import { invoiceFilename } from './invoice-mail.ts';

/** Sends an invoice PDF as a download that no shared cache keeps. */
export function sendInvoice(reply: FastifyReply, invoice: { number: string; pdf: Buffer }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${invoiceFilename(invoice.number)}"`)
    .header('cache-control', 'private, no-store')
    .send(invoice.pdf);
}
