import { type FormEvent, useEffect, useState } from 'react';

/** A list's filters: none at all, what is wrong with a draft, and whether they narrow the list. */
export interface FilterModel<Filters> {
  empty: Filters;
  validate: (draft: Filters) => Partial<Record<keyof Filters, string>>;
  narrows: (filters: Filters) => boolean;
}

/** The filters being typed, what is wrong with them, and each one's field. */
export interface FilterDraft<Filters> {
  draft: Filters;
  errors: Partial<Record<keyof Filters, string>>;
  ids: Record<keyof Filters, string>;
  set: <Key extends keyof Filters>(key: Key, value: Filters[Key]) => void;
}

/** A draft with its form's actions: apply it, or clear the filters while any narrows the list. */
export interface FilterBar<Filters> extends FilterDraft<Filters> {
  canClear: boolean;
  submit: (event: FormEvent<HTMLFormElement>) => void;
  clear: () => void;
}

/**
 * The filters a list's form holds until "Apply filters": applied together, so each search is one
 * step in the history. The form follows the address: Back and Forward put the earlier filters
 * back in it. `fieldIds` names every filter's field, in the form's order; the first field with
 * a problem takes the focus.
 */
export function useFilterDraft<Filters extends { [Key in keyof Filters]: string }>({
  filters,
  model,
  fieldIds,
  onApply,
}: {
  filters: Filters;
  model: FilterModel<Filters>;
  fieldIds: Record<keyof Filters, string>;
  onApply: (filters: Filters) => void;
}): FilterBar<Filters> {
  const keys = Object.keys(fieldIds) as (keyof Filters)[];
  const [draft, setDraft] = useState(filters);
  const [errors, setErrors] = useState<Partial<Record<keyof Filters, string>>>({});
  // The filters alone, not the page the list is on: turning a page keeps what is being typed.
  const applied = JSON.stringify(keys.map((key) => filters[key]));

  // biome-ignore lint/correctness/useExhaustiveDependencies: `applied` stands for `filters`
  useEffect(() => {
    setDraft(filters);
    setErrors({});
  }, [applied]);

  const set = <Key extends keyof Filters>(key: Key, value: Filters[Key]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const focus = (key: keyof Filters) => document.getElementById(fieldIds[key])?.focus();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = model.validate(draft);
    setErrors(found);
    const first = keys.find((key) => found[key]);
    if (first) {
      focus(first);
      return;
    }
    onApply(draft);
  };

  // The button goes away with the filters, so focus moves to the first field instead of the page.
  const clear = () => {
    onApply(model.empty);
    const [first] = keys;
    if (first) focus(first);
  };

  return {
    draft,
    errors,
    ids: fieldIds,
    set,
    canClear: model.narrows(filters),
    submit,
    clear,
  };
}
