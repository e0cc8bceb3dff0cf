import type { InputHTMLAttributes, ReactNode } from 'react';
import { TextField } from '#app/components/form-field/text-field.tsx';
import { type Choice, ChoiceFilter } from './filter-form';
import type { FilterDraft } from './use-filter-draft';

/** A list's filters: every value a string, empty for "any". */
type Filters<Self> = { [Key in keyof Self]: string };

/** A typed filter, e.g. a date or the lowest amount: its field shows the draft's value and message. */
export function TextFilter<Draft extends Filters<Draft>, Key extends keyof Draft & string>({
  bar,
  name,
  label,
  hint,
  ...input
}: {
  bar: FilterDraft<Draft>;
  name: Key;
  label: string;
  hint?: ReactNode;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'spellCheck' | 'maxLength' | 'min' | 'max'
>) {
  return (
    <TextField
      {...input}
      id={bar.ids[name]}
      label={label}
      hint={hint}
      autoComplete="off"
      value={bar.draft[name]}
      error={bar.errors[name]}
      // The field's own text: every filter's value is a plain string until it is checked.
      onChange={(event) => bar.set(name, event.target.value as Draft[Key])}
    />
  );
}

/** A search box among a list's filters, searched with the others on "Apply filters". */
export function SearchFilter<
  Draft extends Filters<Draft>,
  Key extends keyof Draft & string,
>(props: { bar: FilterDraft<Draft>; name: Key; label: string; hint: ReactNode }) {
  return <TextFilter {...props} type="search" maxLength={100} spellCheck={false} />;
}

/** A filter picked from a list, or left at its "any" first option, e.g. "All statuses". */
export function SelectFilter<Draft extends Filters<Draft>, Key extends keyof Draft & string>({
  bar,
  name,
  label,
  anyLabel,
  choices,
}: {
  bar: FilterDraft<Draft>;
  name: Key;
  label: string;
  anyLabel: string;
  choices: readonly Choice<Draft[Key]>[];
}) {
  return (
    <ChoiceFilter
      id={bar.ids[name]}
      label={label}
      allLabel={anyLabel}
      choices={choices}
      value={bar.draft[name]}
      error={bar.errors[name]}
      // "Any" is the empty string, which every filter's value allows.
      onChange={(value) => bar.set(name, value as Draft[Key])}
    />
  );
}

/** The status filter most lists have: "Status", left at "All statuses". */
export function StatusFilter<Draft extends Filters<Draft> & { status: string }>({
  bar,
  choices,
}: {
  bar: FilterDraft<Draft>;
  choices: readonly Choice<Draft['status']>[];
}) {
  return (
    <SelectFilter
      bar={bar}
      name="status"
      label="Status"
      anyLabel="All statuses"
      choices={choices}
    />
  );
}

type Range = { from: string; to: string };

/** From and To dates, each keeping the other's picker on its side of it. */
export function DateRangeFilter<Draft extends Filters<Draft> & Range>({
  bar,
}: {
  bar: FilterDraft<Draft>;
}) {
  return (
    <>
      <TextFilter bar={bar} name="from" label="From" type="date" max={bar.draft.to || undefined} />
      <TextFilter bar={bar} name="to" label="To" type="date" min={bar.draft.from || undefined} />
    </>
  );
}
