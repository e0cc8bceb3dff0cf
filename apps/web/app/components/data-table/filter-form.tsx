import type { ReactNode } from 'react';
import { SelectField } from '#app/components/form-field/text-field.tsx';
import buttons from '#app/components/ui/button.module.css';
import styles from './data-table.module.css';
import type { FilterBar } from './use-filter-draft';

/** A list's filters with "Apply filters", and "Clear filters" while any narrows the list. */
export function FilterForm<Filters>({
  label,
  bar,
  children,
}: {
  label: string;
  bar: FilterBar<Filters>;
  children: ReactNode;
}) {
  return (
    <form
      className={styles.filterForm}
      aria-label={label}
      noValidate
      onSubmit={bar.submit}
      data-print="hide"
    >
      <div className={styles.filterFields}>{children}</div>
      <div className={styles.filterActions}>
        <button type="submit" className={buttons.primary}>
          Apply filters
        </button>
        {bar.canClear ? (
          <button type="button" className={buttons.secondary} onClick={bar.clear}>
            Clear filters
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** One choice of a list's filter: the value it sends and the text it shows. */
export interface Choice<Value extends string> {
  value: Value;
  label: string;
}

/** Choices in the order of `values`, each shown by its label. */
export function labelledChoices<Value extends string>(
  values: readonly Value[],
  labels: Readonly<Record<Value, string>>,
): Choice<Value>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** A filter picked from a list, or left at "All …" (the empty value), which does not narrow it. */
export function ChoiceFilter<Value extends string>({
  id,
  label,
  allLabel,
  choices,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  /** The first option, e.g. "All statuses". */
  allLabel: string;
  choices: readonly Choice<Value>[];
  value: Value | '';
  error?: string | undefined;
  onChange: (value: Value | '') => void;
}) {
  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value as Value | '')}
      options={choices}
    >
      <option value="">{allLabel}</option>
    </SelectField>
  );
}
