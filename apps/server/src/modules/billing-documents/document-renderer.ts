import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { CreditNoteDocument } from './credit-note-document.ts';
import type { InvoiceDocument } from './invoice-document.ts';

/**
 * Invoice and credit note PDFs are rendered on worker threads: pdfkit takes about 30 ms of CPU an invoice, which on
 * the server's own thread every request waiting behind it would share. The threads leave a core
 * for that thread, start when the first invoice comes and end after a quiet minute. The source is
 * TypeScript, so a thread loads it as the server does, through tsx.
 */
const pool = new Piscina<InvoiceDocument | CreditNoteDocument, Uint8Array>({
  filename: new URL('./render-task.ts', import.meta.url).href,
  minThreads: 0,
  maxThreads: Math.max(1, availableParallelism() - 1),
  idleTimeout: 60_000,
  execArgv: process.execArgv.some((arg) => arg.includes('tsx'))
    ? process.execArgv
    : [...process.execArgv, '--import', 'tsx'],
});

const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export async function renderInvoice(invoice: InvoiceDocument): Promise<Buffer> {
  return asBuffer(await pool.run(invoice));
}

export async function renderCreditNote(note: CreditNoteDocument): Promise<Buffer> {
  return asBuffer(await pool.run(note, { name: 'renderCreditNote' }));
}
