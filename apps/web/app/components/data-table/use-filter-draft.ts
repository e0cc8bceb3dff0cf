import { type FormEvent, useEffect, useState } from 'react';

/**
 * The filters a list's form holds until "Apply filters": applied together, so each search is one
 * step in the history. The form follows the address: Back and Forward put the earlier filters
 * back in it. `fieldIds` names every filter's field, in the form's order; the first field with
 * a problem takes the focus.
 */
export function useFilterDraft<Filters extends { [Key in keyof Filters]: string }>({
  filters,
  empty,
  fieldIds,
  validate,
  onApply,
}: {
  filters: Filters;
  empty: Filters;
  fieldIds: Record<keyof Filters, string>;
  validate: (draft: Filters) => Partial<Record<keyof Filters, string>>;
  onApply: (filters: Filters) => void;
}) {
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
    const found = validate(draft);
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
    onApply(empty);
    const [first] = keys;
    if (first) focus(first);
  };

  return { draft, errors, set, submit, clear };
}
