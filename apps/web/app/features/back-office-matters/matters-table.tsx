import { istDay } from '@prakar/shared/ist-calendar';
import type { Sorting } from '@prakar/shared/list-query';
import { MATTER_KIND_LABELS } from '@prakar/shared/matter-deadlines';
import {
  MATTER_SUBJECT_LABELS,
  type MatterSortField,
  type MatterSummary,
} from '@prakar/shared/matters';
import { recordPath } from '@prakar/shared/routes';
import { Link } from 'react-router';
import {
  ChooseCell,
  ChoosingHead,
  type RowChoice,
} from '#app/components/data-table/row-choice.tsx';
import { ScrollingTable } from '#app/components/data-table/scrolling-table.tsx';
import { SortHeader } from '#app/components/data-table/sort-header.tsx';
import * as Table from '#app/components/data-table/stacked-table.tsx';
import workList from '#app/components/data-table/work-list.module.css';
import { yearText } from '#app/components/matters/year-text.ts';
import { AssigneeCell } from '#app/components/staff/assignee-cell.tsx';
import { NextDue, ShortDay } from './matter-dates';
import { MATTER_KIND_SHORT } from './matter-kinds';
import { MatterStatusBadge } from './matter-status-badge';
import styles from './matters.module.css';

/** The table's name says its order: "Matters, soonest due first", "Matters, newest first". */
function captionOf({ sort, order }: Sorting<MatterSortField>): string {
  const ascending = order === 'asc';
  if (sort === 'due') return `Matters, ${ascending ? 'soonest' : 'latest'} due first`;
  if (sort === 'opened') return `Matters, ${ascending ? 'oldest' : 'newest'} first`;
  return `Matters by status, ${ascending ? 'earliest' : 'latest'} step first`;
}

/**
 * Two lines per matter: its number (leading to its page, keeping the list's view in the address)
 * over whose it is, its kind over its year and what it concerns, then where it stands, who has it and when it
 * is next due. What does not fit ends in an ellipsis, whole in its tooltip; on a phone each row
 * is a card.
 */
export function MattersTable({
  matters,
  busy,
  choice,
  viewSearch,
  sorting,
  onSort,
}: {
  matters: readonly MatterSummary[];
  busy: boolean;
  choice: RowChoice;
  /** The list's view as an address's search, `?…` or ''. */
  viewSearch: string;
  sorting: Sorting<MatterSortField>;
  onSort: (field: MatterSortField) => void;
}) {
  const sortHeader = (field: MatterSortField, label: string, className: string | undefined) => (
    <SortHeader
      field={field}
      label={label}
      sorting={sorting}
      onSort={onSort}
      className={className}
    />
  );
  return (
    <ScrollingTable caption={captionOf(sorting)} busy={busy} className={styles.table}>
      <ChoosingHead rows={matters} choice={choice} label="Choose every matter on this page">
        <Table.ColumnHeader className={styles.matterColumn}>
          Matter<span className="visually-hidden"> and organisation</span>
        </Table.ColumnHeader>
        <Table.ColumnHeader>
          Kind<span className="visually-hidden">, year and PAN/TAN/GSTIN</span>
        </Table.ColumnHeader>
        {sortHeader('status', 'Status', styles.statusColumn)}
        <Table.ColumnHeader className={styles.assigneeColumn}>Assigned to</Table.ColumnHeader>
        {sortHeader('due', 'Next due', styles.dueColumn)}
        {sortHeader('opened', 'Opened', styles.openedColumn)}
      </ChoosingHead>
      <Table.Body>
        {matters.map((matter) => {
          const kind = MATTER_KIND_LABELS[matter.kind];
          const subject = `${MATTER_SUBJECT_LABELS[matter.subjectType]} ${matter.subject}`;
          return (
            <Table.Row key={matter.id}>
              <ChooseCell id={matter.id} choice={choice} label={`Choose matter ${matter.number}`} />
              <Table.RowHeader>
                <span className={styles.lines}>
                  <Link to={`${recordPath('back-office/matters', matter.id)}${viewSearch}`}>
                    {matter.number}
                  </Link>
                  <span title={matter.organisation.name}>{matter.organisation.name}</span>
                </span>
              </Table.RowHeader>
              <Table.Cell label="Kind, year and PAN/TAN/GSTIN">
                <span className={styles.lines}>
                  <span title={kind}>{MATTER_KIND_SHORT[matter.kind]}</span>
                  <span className={styles.muted} title={`${yearText(matter)}, ${subject}`}>
                    {matter.year} · {subject}
                  </span>
                </span>
              </Table.Cell>
              <Table.Cell label="Status" className={workList.whole}>
                <MatterStatusBadge status={matter.status} />
              </Table.Cell>
              <AssigneeCell assignee={matter.assignee} />
              <Table.Cell label="Next due" className={workList.whole}>
                <NextDue matter={matter} />
              </Table.Cell>
              <Table.Cell label="Opened" className={workList.whole}>
                <ShortDay day={istDay(new Date(matter.openedAt))} />
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </ScrollingTable>
  );
}
