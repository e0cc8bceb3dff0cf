import { leadsApi } from '@prakar/shared/api/leads';
import type { StaffMember } from '@prakar/shared/leads';
import { useApiQuery } from '#app/lib/api-query.ts';

/**
 * The firm's staff a message or a matter can be given to: the platform administrators, as the
 * leads inbox lists them (one list of who can take work, whatever the work).
 */
export function useStaffPeople(): { people: readonly StaffMember[]; loaded: boolean } {
  const staff = useApiQuery(leadsApi.assignees, {});
  return { people: staff.data?.assignees ?? [], loaded: staff.isSuccess };
}

/** The people as a select's options, with someone no longer on the staff kept when chosen. */
export function peopleOptions(
  people: readonly StaffMember[],
  chosen: StaffMember | null = null,
): { value: string; label: string }[] {
  const options = people.map((person) => ({ value: String(person.id), label: person.name }));
  return chosen && !people.some((person) => person.id === chosen.id)
    ? [...options, { value: String(chosen.id), label: chosen.name }]
    : options;
}
