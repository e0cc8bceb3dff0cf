import type { FormEventHandler, ReactNode } from 'react';
import { SelectField, TextField } from '#app/components/form-field/text-field.tsx';
import buttons from '#app/components/ui/button.module.css';
import styles from './data-table.module.css';

/** A list's filters with "Apply filters", and "Clear filters" while any narrows the list. */
export function FilterForm({
  label,
  canClear,
  onSubmit,
  onClear,
  children,
}: {
  label: string;
  canClear: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className={styles.filterForm}
      aria-label={label}
      noValidate
      onSubmit={onSubmit}
      data-print="hide"
    >
      <div className={styles.filterFields}>{children}</div>
      <div className={styles.filterActions}>
        <button type="submit" className={buttons.primary}>
          Apply filters
        </button>
        {canClear ? (
          <button type="button" className={buttons.secondary} onClick={onClear}>
            Clear filters
          </button>
        ) : null}
      </div>
    </form>
  );
}

type Range = { from: string; to: string };

/** From and To dates, each keeping the other's picker on its side of it. */
export function DateRangeFields({
  ids,
  range,
  errors,
  onChange,
}: {
  ids: Range;
  range: Range;
  errors: { from?: string | undefined; to?: string | undefined };
  onChange: (key: keyof Range, value: string) => void;
}) {
  return (
    <>
      <TextField
        id={ids.from}
        label="From"
        type="date"
        max={range.to || undefined}
        value={range.from}
        error={errors.from}
        onChange={(event) => onChange('from', event.target.value)}
      />
      <TextField
        id={ids.to}
        label="To"
        type="date"
        min={range.from || undefined}
        value={range.to}
        error={errors.to}
        onChange={(event) => onChange('to', event.target.value)}
      />
    </>
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
  onChange,
}: {
  id: string;
  label: string;
  /** The first option, e.g. "All statuses". */
  allLabel: string;
  choices: readonly Choice<Value>[];
  value: Value | '';
  onChange: (value: Value | '') => void;
}) {
  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as Value | '')}
      options={choices}
    >
      <option value="">{allLabel}</option>
    </SelectField>
  );
}
