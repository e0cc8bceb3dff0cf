import {
  artifact,
  FONT_BOLD,
  FONT_REGULAR,
  type Pdf,
  type StructElement,
  tag,
} from '#src/pdf/tagged-pdf.ts';

/** A4 in points, with the same margin all round. */
export const MARGIN = 40;
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
export const BOTTOM = PAGE_HEIGHT - MARGIN;

export const TEXT = '#111111';
export const MUTED = '#555555';
const RULE = '#bbbbbb';
export const HEADER_FILL = '#eeeeee';

export const BODY_SIZE = 9;
export const LINE_GAP = 1.5;

export interface TextStyle {
  width: number;
  bold?: boolean;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
}

/** Writes text at a fixed spot and returns the height it took. */
export function write(doc: Pdf, text: string, x: number, y: number, style: TextStyle): number {
  doc
    .font(style.bold ? FONT_BOLD : FONT_REGULAR)
    .fontSize(style.size ?? BODY_SIZE)
    .fillColor(style.color ?? TEXT)
    .text(text, x, y, { width: style.width, align: style.align ?? 'left', lineGap: LINE_GAP });
  return doc.y - y;
}

/** Writes lines one under another, each a paragraph of `parent`, and returns the y below the last. */
export function writeParagraphs(
  doc: Pdf,
  parent: StructElement,
  lines: string[],
  x: number,
  y: number,
  style: TextStyle,
): number {
  let next = y;
  for (const line of lines) next += tag(doc, parent, 'P', () => write(doc, line, x, next, style));
  return next;
}

/** A thin horizontal line, decoration only. */
export function rule(doc: Pdf, from: number, to: number, y: number, color = RULE): void {
  artifact(doc, () => {
    doc.moveTo(from, y).lineTo(to, y).lineWidth(0.5).strokeColor(color).stroke();
  });
}
