import { getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';

/** An element of a page's structure tree with the text of everything under it on that page. */
export interface TaggedElement {
  role: string;
  text: string;
  children: TaggedElement[];
}

/** pdf.js's structure tree: elements, and leaves pointing at marked content by id. */
interface StructNode {
  role?: string;
  type?: string;
  id?: string;
  children?: StructNode[];
}

interface MarkedContent {
  type: string;
  id?: string | null;
  tag?: string;
}

interface TextPiece {
  str: string;
}

type ContentItem = MarkedContent | TextPiece;

const isText = (item: ContentItem): item is TextPiece => 'str' in item;

/** The marked-content ids a structure tree points at, in the tree's (reading) order. */
function contentIds(node: StructNode): string[] {
  if (node.type === 'content' && node.id) return [node.id];
  return (node.children ?? []).flatMap(contentIds);
}

/**
 * The page's text by marked-content id, the ids in the order their text is drawn, and any text
 * that is neither marked with an id nor an artifact.
 */
function markedText(items: ContentItem[]) {
  const piecesById = new Map<string, string[]>();
  const drawOrder: string[] = [];
  const untagged: string[] = [];
  const open: MarkedContent[] = [];
  for (const item of items) {
    if (!isText(item)) {
      if (item.type === 'endMarkedContent') open.pop();
      else open.push(item);
      continue;
    }
    if (!item.str.trim() || open.some((marking) => marking.tag === 'Artifact')) continue;
    const id = open.findLast((marking) => marking.id)?.id;
    if (!id) {
      untagged.push(item.str);
      continue;
    }
    const pieces = piecesById.get(id);
    if (pieces) pieces.push(item.str);
    else {
      drawOrder.push(id);
      piecesById.set(id, [item.str]);
    }
  }
  const textById = new Map([...piecesById].map(([id, pieces]) => [id, pieces.join(' ')]));
  return { textById, drawOrder, untagged };
}

/**
 * pdf.js gives each page the whole of every element with content on it, so an element with no
 * content of its own on this page (a table's rows on the next page) is left out.
 */
function resolve(node: StructNode, textById: ReadonlyMap<string, string>): TaggedElement {
  const children = (node.children ?? [])
    .filter((child) => child.role !== undefined && contentIds(child).length > 0)
    .map((child) => resolve(child, textById));
  const text = contentIds(node)
    .map((id) => textById.get(id) ?? '')
    .join(' ');
  return { role: node.role ?? '', text: text.replace(/\s+/g, ' ').trim(), children };
}

/**
 * Reads a PDF as assistive technology does and fails unless it is a tagged PDF whose structure
 * tree holds all of its text in reading order: marked as tagged, in `language`, titled `title`
 * with the title shown in the viewer's title bar, and, on every page, each piece of text either
 * in marked content that the structure tree points at, in the order the tree gives, or an
 * artifact. Returns each page's structure tree with its text, for the caller to check headings
 * and tables.
 */
export async function expectTaggedPdf(
  bytes: Uint8Array,
  { title, language = 'en-IN' }: { title: string; language?: string },
): Promise<TaggedElement[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  expect(await pdf.getMarkInfo(), 'MarkInfo').toMatchObject({ Marked: true });
  // pdf.js types the information dictionary as a bare Object.
  const info = (await pdf.getMetadata()).info as Record<string, unknown>;
  expect(Number(info.PDFFormatVersion), 'PDF version').toBeGreaterThanOrEqual(1.7);
  expect(info.Language, 'catalogue language').toBe(language);
  expect(info.Title, 'document title').toBe(title);
  expect(await pdf.getViewerPreferences(), 'viewer preferences').toMatchObject({
    DisplayDocTitle: true,
  });

  const pages: TaggedElement[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const tree = (await page.getStructTree()) as StructNode | null;
    expect(tree, `structure tree of page ${number}`).not.toBeNull();
    const content = await page.getTextContent({ includeMarkedContent: true });
    const { textById, drawOrder, untagged } = markedText(content.items as ContentItem[]);
    expect(untagged, `text outside the structure tree on page ${number}`).toEqual([]);
    const treeIds = contentIds(tree ?? {});
    const unreferenced = drawOrder.filter((id) => !treeIds.includes(id));
    expect(
      unreferenced.map((id) => textById.get(id)),
      `marked text the structure tree does not point at on page ${number}`,
    ).toEqual([]);
    const treeOrder = treeIds.filter((id) => textById.has(id));
    expect(treeOrder, `reading order of page ${number}`).toEqual(drawOrder);
    pages.push(resolve(tree ?? {}, textById));
  }
  return pages;
}

/** Every element with `role` in the trees, in reading order. */
export function elementsOf(trees: readonly TaggedElement[], role: string): TaggedElement[] {
  return trees.flatMap((tree) => [
    ...(tree.role === role ? [tree] : []),
    ...elementsOf(tree.children, role),
  ]);
}

/** A table's rows, each cell as its role and text, such as `TH Rate`. */
export function rowsOf(table: TaggedElement): string[][] {
  return table.children
    .filter((row) => row.role === 'TR')
    .map((row) => row.children.map((cell) => `${cell.role} ${cell.text}`));
}
