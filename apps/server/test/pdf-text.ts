import { extractText, getDocumentProxy } from 'unpdf';

/** A PDF's text, every page in one string, each run of white space as a single space. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
