import type { Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { loadFonts } from './pdf-fonts.ts';

export type Pdf = PDFKit.PDFDocument;
export type StructElement = PDFKit.PDFStructureElement;

/** pdfkit takes a font fontkit has already parsed as well as a file; its types list only files. */
const fontSource = (font: Font) => font as unknown as PDFKit.Mixins.PDFFontSource;

export const FONT_REGULAR = 'DejaVuSans';
export const FONT_BOLD = 'DejaVuSans-Bold';

export interface TaggedPdfOptions {
  title: string;
  author: string;
  /** Given rather than taken from the clock, so the same document gives the same file. */
  createdAt: Date;
  margin: number;
}

export interface TaggedPdf {
  doc: Pdf;
  /** The Document element: every heading, paragraph and table goes under it, in reading order. */
  root: StructElement;
  /** Ends the structure tree and the file; resolves to the file's bytes. */
  finish: () => Promise<Buffer>;
}

/**
 * Starts an A4 PDF the way every document the product makes starts: tagged (PDF 1.7 with a
 * structure tree and MarkInfo), in Indian English, with its title shown in the viewer's title bar
 * and the embedded DejaVu fonts registered. Whatever is drawn next must go through `tag` (text a
 * reader should hear) or `artifact` (decoration), in reading order.
 */
export function startTaggedPdf({ title, author, createdAt, margin }: TaggedPdfOptions): TaggedPdf {
  const doc = new PDFDocument({
    size: 'A4',
    // No default font: pdfkit would otherwise read Helvetica's metrics for every document, and
    // every document here sets its own embedded font before it draws.
    font: '',
    margin,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'en-IN',
    displayTitle: true,
    info: { Title: title, Author: author, CreationDate: createdAt },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { regular, bold } = loadFonts();
  doc.registerFont(FONT_REGULAR, fontSource(regular));
  doc.registerFont(FONT_BOLD, fontSource(bold));
  doc.font(FONT_REGULAR);
  const root = doc.struct('Document');
  doc.addStructure(root);
  return {
    doc,
    root,
    finish: () => {
      root.end();
      doc.end();
      return finished;
    },
  };
}

/** A grouping element (a section, a table, a row) under `parent`; end it when it is complete. */
export function group(doc: Pdf, parent: StructElement, type: string): StructElement {
  const element = doc.struct(type);
  parent.add(element);
  return element;
}

/**
 * An element of `type` (H1, P, TH, TD…) under `parent`, holding everything `draw` puts on the
 * page; returns what `draw` returns, such as the height it took.
 */
export function tag<T>(
  doc: Pdf,
  parent: StructElement,
  type: string,
  draw: () => T,
  options: PDFKit.Mixins.StructureElementOptions = {},
): T {
  const element = doc.struct(type, options);
  parent.add(element);
  const content = doc.markStructureContent(type);
  const result = draw();
  doc.endMarkedContent();
  element.add(content);
  element.end();
  return result;
}

/**
 * Decoration a screen reader should skip: rules, fills and boxes (`Layout`), or what a page
 * break repeats, such as a table's header row on the next page (`Pagination`).
 */
export function artifact(
  doc: Pdf,
  draw: () => void,
  type: 'Layout' | 'Pagination' = 'Layout',
): void {
  doc.markContent('Artifact', { type });
  draw();
  doc.endMarkedContent();
}
