import { SelectField } from '#app/components/form-field/text-field.tsx';
import { useStaffPeople } from './staff-people';

/**
 * "Assigned to" above a work list: someone on the staff, nobody yet (`nobody`, the list's word for
 * it), or left at "Anyone or nobody" (the empty value). An address may name someone who has left
 * the staff: the filter still says so.
 */
export function AssigneeFilter({
  id,
  nobody,
  value,
  onChange,
}: {
  id: string;
  nobody: string;
  value: string;
  onChange: (assignee: string) => void;
}) {
  const { people, loaded } = useStaffPeople();
  const unlisted =
    loaded && value && value !== nobody && !people.some((person) => String(person.id) === value);
  return (
    <SelectField
      id={id}
      label="Assigned to"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={[
        { value: nobody, label: 'Nobody yet' },
        ...people.map((person) => ({ value: String(person.id), label: person.name })),
        ...(unlisted ? [{ value, label: 'Someone no longer on the staff' }] : []),
      ]}
    >
      <option value="">Anyone or nobody</option>
    </SelectField>
  );
}
