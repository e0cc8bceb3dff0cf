import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFStream } from 'pdf-lib';

/**
 * What can act rather than be read: actions (open, page, annotation and additional actions,
 * JavaScript, launch and link), embedded files, forms and their XFA, the name trees that list
 * scripts and files, and annotations, which carry most of these.
 */
const ACTIVE_KEYS = [
  'OpenAction',
  'AA',
  'A',
  'JS',
  'JavaScript',
  'Names',
  'EmbeddedFiles',
  'AcroForm',
  'XFA',
  'URI',
  'Annots',
].map((key) => PDFName.of(key));

/** Removes the active keys from a dictionary and every dictionary held directly inside it. */
function removeActiveKeys(object: PDFObject | undefined) {
  const dict = object instanceof PDFStream ? object.dict : object;
  if (dict instanceof PDFDict) {
    for (const key of ACTIVE_KEYS) dict.delete(key);
    for (const [, value] of dict.entries()) removeActiveKeys(value);
  } else if (dict instanceof PDFArray) {
    for (const value of dict.asArray()) removeActiveKeys(value);
  }
}

/**
 * The PDF's pages alone, copied into a new document with nothing in them that can act: the new
 * catalog has no open action, scripts, forms or attachments, the pages lose their annotations
 * and actions, and whatever only the old catalog pointed to is left behind. Text, fonts and
 * images are copied as they are, so the pages read and print as before. Written without object
 * streams, so every dictionary is in plain sight of a mail scanner or a reviewer. Undefined when
 * the file can't be read, or is encrypted (its parts can't be checked without the password).
 */
export async function withoutActiveContent(pdf: Buffer): Promise<Buffer | undefined> {
  try {
    const source = await PDFDocument.load(pdf, { updateMetadata: false });
    for (const page of source.getPages()) removeActiveKeys(page.node);
    const clean = await PDFDocument.create({ updateMetadata: false });
    const pages = await clean.copyPages(source, source.getPageIndices());
    for (const page of pages) clean.addPage(page);
    for (const [, object] of clean.context.enumerateIndirectObjects()) removeActiveKeys(object);
    return Buffer.from(await clean.save({ useObjectStreams: false }));
  } catch {
    return undefined;
  }
}
