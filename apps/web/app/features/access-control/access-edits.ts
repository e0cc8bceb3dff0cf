import { ACCESS_ITEMS, type AccessItem } from '@prakar/shared/permissions';
import type { AccessChanges, AccessRow } from '@prakar/shared/users';

/** The rows' fields the edits need: who, what they have now, and what their role gives. */
export type EditableRow = Pick<AccessRow, 'id' | 'access' | 'defaults'>;

/**
 * The matrix as the administrator wants it, where that differs from what was loaded: user id →
 * item → allowed. Kept on this page until saved or discarded.
 */
export type AccessEdits = Readonly<Record<number, Partial<Record<AccessItem, boolean>>>>;

export type AccessEditAction =
  | { type: 'toggle'; row: EditableRow; item: AccessItem }
  | { type: 'reset-row'; row: EditableRow }
  | { type: 'discard' }
  | { type: 'loaded'; rows: readonly EditableRow[] };

export const NO_EDITS: AccessEdits = {};

/** What a cell shows: the administrator's choice, else what the user has now. */
export function cellValue(edits: AccessEdits, row: EditableRow, item: AccessItem): boolean {
  return edits[row.id]?.[item] ?? row.access[item];
}

/** One row with some cells set; a cell set back to what was loaded is no longer an edit. */
function withCells(
  edits: AccessEdits,
  row: EditableRow,
  cells: Partial<Record<AccessItem, boolean>>,
): AccessEdits {
  const next = { ...edits[row.id], ...cells };
  for (const item of ACCESS_ITEMS) {
    if (next[item] === row.access[item]) delete next[item];
  }
  const { [row.id]: _old, ...others } = edits;
  return Object.keys(next).length > 0 ? { ...others, [row.id]: next } : others;
}

/**
 * The edits still worth keeping once the matrix has (re)loaded: those on rows it shows that the
 * server does not already hold. After a save, what was saved drops out, while a box ticked during
 * the save stays unsaved; nothing left over can come back later as a change nobody made.
 */
function pruned(edits: AccessEdits, rows: readonly EditableRow[]): AccessEdits {
  let kept: AccessEdits = NO_EDITS;
  for (const row of rows) {
    const cells = edits[row.id];
    if (cells) kept = withCells(kept, row, cells);
  }
  return kept;
}

export function accessEditsReducer(edits: AccessEdits, action: AccessEditAction): AccessEdits {
  switch (action.type) {
    case 'toggle':
      return withCells(edits, action.row, {
        [action.item]: !cellValue(edits, action.row, action.item),
      });
    case 'reset-row':
      return withCells(edits, action.row, { ...action.row.defaults });
    case 'discard':
      return NO_EDITS;
    case 'loaded':
      return pruned(edits, action.rows);
  }
}

/**
 * Every edit on the rows shown, as the API takes them. Compared with the rows as they are now,
 * so after a reload an edit the server already holds is not sent again.
 */
export function changesOf(
  edits: AccessEdits,
  rows: readonly EditableRow[],
): AccessChanges['changes'] {
  return rows.flatMap((row) =>
    ACCESS_ITEMS.filter((item) => isUnsaved(edits, row, item)).map((item) => ({
      userId: row.id,
      item,
      allowed: cellValue(edits, row, item),
    })),
  );
}

/** True when the row, edits included, is just what its role gives. */
export function isAtDefaults(edits: AccessEdits, row: EditableRow): boolean {
  return ACCESS_ITEMS.every((item) => cellValue(edits, row, item) === row.defaults[item]);
}

/** True when the cell shows something other than what the user has now: an unsaved change. */
export function isUnsaved(edits: AccessEdits, row: EditableRow, item: AccessItem): boolean {
  return cellValue(edits, row, item) !== row.access[item];
}
