import type { organisationOptionsSchema } from '@prakar/shared/users';
import type { z } from 'zod';
import { SelectField } from '#app/components/form-field/text-field.tsx';
import { type ApiGetState, useApiGet } from '#app/lib/use-api-get.ts';

type OrganisationOptions = z.infer<typeof organisationOptionsSchema>;

/** Every organisation, for platform administrators (the API refuses anyone else). */
export function useOrganisations(): ApiGetState<OrganisationOptions> {
  return useApiGet<OrganisationOptions>('/Details/Organisations').state;
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
  const state = useOrganisations();
  const organisations = state.status === 'ready' ? state.data.organisations : [];
  // An address shared before the list arrives (or naming one it lacks) still shows its choice.
  const unlisted = value !== '' && !organisations.some((organisation) => organisation.id === value);

  return (
    <SelectField
      id={id}
      label="Organisation"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint={state.status === 'error' ? 'We could not load the list of organisations.' : undefined}
    >
      <option value="">All organisations</option>
      {unlisted ? (
        <option value={value}>{state.status === 'loading' ? 'Loading…' : value}</option>
      ) : null}
      {organisations.map((organisation) => (
        <option key={organisation.id} value={organisation.id}>
          {organisation.name}
        </option>
      ))}
    </SelectField>
  );
}
