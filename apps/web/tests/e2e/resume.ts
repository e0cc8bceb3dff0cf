import { deflateSync } from 'node:zlib';

/** A tiny but real PDF: the server recognises a résumé by its bytes, not its name. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/**
 * A one-page PDF that asks for the reader's password as soon as it opens, and again when its page
 * shows: the attack an applicant could send the firm's staff.
 */
export const SCRIPTED_PDF = Buffer.from(
  '%PDF-1.4\n' +
    '1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.response({cQuestion: "Your Prakar session has expired. Enter your password"})) >> >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /AA << /O << /S /JavaScript /JS (app.alert(1)) >> >> >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** What in a PDF's dictionaries could act: scripts, actions, forms, attached files. */
export const ACTIVE_PDF_NAMES =
  /\/(?:JavaScript|JS|OpenAction|AA|Launch|URI|SubmitForm|EmbeddedFiles?|AcroForm|XFA)\b/;

/** A PDF of a few dozen kilobytes holding one compressed stream of `unpacked` bytes. */
export function expandingPdf(unpacked: number): Buffer {
  const stream = deflateSync(Buffer.alloc(unpacked));
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
        '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
        `3 0 obj << /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`,
      'latin1',
    ),
    stream,
    Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
}
