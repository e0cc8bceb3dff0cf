import type { ReactNode } from 'react';
import { FilterForm } from './filter-form';
import { OrganisationFilter } from './organisation-filter';
import { PhoneFold } from './phone-fold';
import { useFilterDraft } from './use-filter-draft';

/** The draft a list's filter fields show and change. */
interface FilterDraft<Filters> {
  draft: Filters;
  errors: Partial<Record<keyof Filters, string>>;
  set: <Key extends keyof Filters>(key: Key, value: Filters[Key]) => void;
}

/** A list's filters: none at all, what is wrong with a draft, and whether they narrow the list. */
export interface FilterModel<Filters> {
  empty: Filters;
  validate: (draft: Filters) => Partial<Record<keyof Filters, string>>;
  narrows: (filters: Filters) => boolean;
}

/** What a list's section gives its filter form. */
export interface ListFilterProps<Filters> {
  filters: Filters;
  /** Platform administrators also pick the organisation, as the form's last filter. */
  showOrganisation: boolean;
  onApply: (filters: Filters) => void;
}

/**
 * A list's filter form: its fields (`children`, given the draft) held until "Apply filters", and
 * for platform administrators the organisation after them. A phone folds it behind "Filters".
 */
export function ListFilterForm<
  Filters extends { [Key in keyof Filters]: string } & { organisationId: string },
>({
  label,
  filters,
  showOrganisation,
  onApply,
  model,
  fieldIds,
  children,
}: ListFilterProps<Filters> & {
  label: string;
  model: FilterModel<Filters>;
  /** Every filter's field, in the form's order. */
  fieldIds: Record<keyof Filters, string>;
  children: (draft: FilterDraft<Filters>) => ReactNode;
}) {
  const { empty, validate } = model;
  const draft = useFilterDraft({ filters, empty, fieldIds, validate, onApply });
  const inUse = (Object.keys(fieldIds) as (keyof Filters)[]).filter((key) => filters[key] !== '');
  return (
    <PhoneFold label="Filters" inUse={inUse.length} revealed={Object.keys(draft.errors).length > 0}>
      <FilterForm
        label={label}
        canClear={model.narrows(filters)}
        onSubmit={draft.submit}
        onClear={draft.clear}
      >
        {children(draft)}
        {showOrganisation ? (
          <OrganisationFilter
            id={fieldIds.organisationId}
            value={draft.draft.organisationId}
            onChange={(organisationId) =>
              // Any organisation's id: the filter's type is a plain string in every list.
              draft.set('organisationId', organisationId as Filters['organisationId'])
            }
          />
        ) : null}
      </FilterForm>
    </PhoneFold>
  );
}
