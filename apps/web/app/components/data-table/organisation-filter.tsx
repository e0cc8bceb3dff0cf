import { usersApi } from '@prakar/shared/api/users';
import { SelectField } from '#app/components/form-field/text-field.tsx';
import { useApiQuery } from '#app/lib/api-query.ts';

/** Every organisation, for platform administrators (the API refuses anyone else). */
export function useOrganisations() {
  return useApiQuery(usersApi.organisations, {});
}

/** Platform administrators only: which organisation's records to list, or every one. */
export function OrganisationFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (organisationId: string) => void;
}) {
  const query = useOrganisations();
  const organisations = query.data?.organisations ?? [];
  // An address shared before the list arrives (or naming one it lacks) still shows its choice.
  const unlisted = value !== '' && !organisations.some((organisation) => organisation.id === value);

  return (
    <SelectField
      id={id}
      label="Organisation"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint={query.isError ? 'We could not load the list of organisations.' : undefined}
      options={organisations.map((organisation) => ({
        value: organisation.id,
        label: organisation.name,
      }))}
    >
      <option value="">All organisations</option>
      {unlisted ? <option value={value}>{query.isPending ? 'Loading…' : value}</option> : null}
    </SelectField>
  );
}
