import { ACCESS_ITEMS, type AccessItem, effectiveAccess } from '@prakar/shared/permissions';
import { describe, expect, it } from 'vitest';
import {
  type AccessEdits,
  accessEditsReducer,
  cellValue,
  changesOf,
  type EditableRow,
  isAtDefaults,
  isUnsaved,
  NO_EDITS,
} from './access-edits';

/** An organisation user whose Smart TDS was taken away and who was given "Purchase". */
const ravi: EditableRow = {
  id: 7,
  access: effectiveAccess('org_user', { SMART_TDS: false, 'purchase:org': true }),
  defaults: effectiveAccess('org_user'),
};
const asha: EditableRow = {
  id: 9,
  access: effectiveAccess('org_admin'),
  defaults: effectiveAccess('org_admin'),
};

const apply = (edits: AccessEdits, ...actions: Parameters<typeof accessEditsReducer>[1][]) =>
  actions.reduce(accessEditsReducer, edits);
const toggle = (row: EditableRow, item: AccessItem) => ({ type: 'toggle' as const, row, item });

describe('accessEditsReducer', () => {
  it('toggles a cell, and toggling it back leaves no edit behind', () => {
    const once = apply(NO_EDITS, toggle(ravi, 'EPOI'));
    expect(cellValue(once, ravi, 'EPOI')).toBe(false);
    expect(isUnsaved(once, ravi, 'EPOI')).toBe(true);
    expect(changesOf(once, [ravi])).toEqual([{ userId: 7, item: 'EPOI', allowed: false }]);

    expect(apply(once, toggle(ravi, 'EPOI'))).toEqual(NO_EDITS);
  });

  it('resets a row to its role defaults, only as edits where it differs from now', () => {
    const edits = apply(NO_EDITS, toggle(ravi, 'EFORM16'), { type: 'reset-row', row: ravi });
    expect(isAtDefaults(edits, ravi)).toBe(true);
    expect(changesOf(edits, [ravi])).toEqual([
      { userId: 7, item: 'SMART_TDS', allowed: true },
      { userId: 7, item: 'purchase:org', allowed: false },
    ]);
    expect(isAtDefaults(NO_EDITS, ravi)).toBe(false);
  });

  it('leaves other rows alone when one is reset', () => {
    const edits = apply(NO_EDITS, toggle(asha, 'purchase:org'), { type: 'reset-row', row: ravi });
    expect(changesOf(edits, [asha])).toEqual([{ userId: 9, item: 'purchase:org', allowed: false }]);
  });

  it('discards every edit', () => {
    const edits = apply(NO_EDITS, toggle(ravi, 'EPOI'), toggle(asha, 'manage:users:org'));
    expect(changesOf(edits, [ravi, asha])).toHaveLength(2);
    expect(apply(edits, { type: 'discard' })).toEqual(NO_EDITS);
  });
});

describe('a reload', () => {
  it('drops what the server now holds and rows no longer shown, keeping the rest', () => {
    const edits = apply(
      NO_EDITS,
      toggle(ravi, 'EPOI'),
      toggle(ravi, 'EFORM16'),
      toggle(asha, 'purchase:org'),
    );
    const saved = { ...ravi, access: { ...ravi.access, EPOI: false } };
    const reloaded = apply(edits, { type: 'loaded', rows: [saved] });
    expect(reloaded).toEqual({ 7: { EFORM16: false } });
    expect(changesOf(reloaded, [saved])).toEqual([{ userId: 7, item: 'EFORM16', allowed: false }]);
  });
});

describe('changesOf', () => {
  it('lists the changes of the rows shown, in column order, as the API takes them', () => {
    const edits = apply(
      NO_EDITS,
      toggle(asha, 'view:transactions:org'),
      toggle(ravi, 'purchase:org'),
      toggle(asha, 'EPOI'),
    );
    expect(changesOf(edits, [ravi, asha])).toEqual([
      { userId: 7, item: 'purchase:org', allowed: false },
      { userId: 9, item: 'EPOI', allowed: false },
      { userId: 9, item: 'view:transactions:org', allowed: false },
    ]);
    expect(changesOf(edits, [])).toEqual([]);
  });

  it('drops an edit once the reloaded row already holds it', () => {
    const edits = apply(NO_EDITS, toggle(ravi, 'EPOI'));
    const saved = { ...ravi, access: { ...ravi.access, EPOI: false } };
    expect(changesOf(edits, [saved])).toEqual([]);
    expect(ACCESS_ITEMS.some((item) => isUnsaved(edits, saved, item))).toBe(false);
  });
});
