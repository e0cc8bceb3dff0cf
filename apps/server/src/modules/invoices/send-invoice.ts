import type { FastifyReply } from 'fastify';
import { sendPdf } from '#src/modules/billing-documents/send-pdf.ts';
import { invoiceFilename } from './invoice-mail.ts';

/** Sends an invoice PDF as a download that no shared cache keeps. */
export function sendInvoice(reply: FastifyReply, invoice: { number: string; pdf: Buffer }) {
  return sendPdf(reply, { filename: invoiceFilename(invoice.number), pdf: invoice.pdf });
}
