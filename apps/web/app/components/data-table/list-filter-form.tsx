import type { ReactNode } from 'react';
import { FilterForm } from './filter-form';
import { OrganisationFilter } from './organisation-filter';
import { PhoneFold } from './phone-fold';
import { type FilterDraft, type FilterModel, useFilterDraft } from './use-filter-draft';

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
  children: (bar: FilterDraft<Filters>) => ReactNode;
}) {
  const bar = useFilterDraft({ filters, model, fieldIds, onApply });
  const inUse = (Object.keys(fieldIds) as (keyof Filters)[]).filter((key) => filters[key] !== '');
  return (
    <PhoneFold label="Filters" inUse={inUse.length} revealed={Object.keys(bar.errors).length > 0}>
      <FilterForm label={label} bar={bar}>
        {children(bar)}
        {showOrganisation ? (
          <OrganisationFilter
            id={fieldIds.organisationId}
            value={bar.draft.organisationId}
            onChange={(organisationId) =>
              // Any organisation's id: the filter's type is a plain string in every list.
              bar.set('organisationId', organisationId as Filters['organisationId'])
            }
          />
        ) : null}
      </FilterForm>
    </PhoneFold>
  );
}
