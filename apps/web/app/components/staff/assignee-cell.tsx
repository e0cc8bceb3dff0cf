import * as Table from '#app/components/data-table/stacked-table.tsx';

/** Who on the staff has a row of a work list: their name, whole in its tooltip, or nobody yet. */
export function AssigneeCell({ assignee }: { assignee: { name: string } | null }) {
  return (
    <Table.Cell label="Assigned to" title={assignee?.name}>
      {assignee?.name ?? 'Nobody yet'}
    </Table.Cell>
  );
}
