import { MATTER_KIND_LABELS } from '@prakar/shared/matter-deadlines';
import { MATTER_STATUS_LABELS } from '@prakar/shared/matter-status';
import { MATTER_SUBJECT_LABELS, type MatterSummary } from '@prakar/shared/matters';
import { recordPath } from '@prakar/shared/routes';
import { Link } from 'react-router';
import { ScrollingTable } from '#app/components/data-table/scrolling-table.tsx';
import * as Table from '#app/components/data-table/stacked-table.tsx';
import { MatterDay } from '#app/components/matters/matter-day.tsx';
import { yearText } from '#app/components/matters/year-text.ts';
import styles from './matters.module.css';

/**
 * One row per matter, soonest due first, its number (a link to its page, keeping the list's view
 * for the way back) as the row's header; a card each on a phone.
 */
export function MattersTable({
  matters,
  busy,
  listSearch,
}: {
  matters: readonly MatterSummary[];
  busy: boolean;
  /** The list's view, carried to each matter's page so its back link returns to it. */
  listSearch: string;
}) {
  return (
    <ScrollingTable
      caption="Advisory matters, soonest due first"
      busy={busy}
      className={styles.table}
    >
      <Table.HeaderRow
        labels={[
          'Matter',
          'Kind',
          'Concerns',
          'Status',
          'Statutory due date (IST)',
          'Target date (IST)',
        ]}
      />
      <Table.Body>
        {matters.map((matter) => (
          <Table.Row key={matter.id}>
            <Table.RowHeader>
              <Link to={`${recordPath('matters', matter.id)}${listSearch}`}>{matter.number}</Link>
            </Table.RowHeader>
            <Table.Cell label="Kind">{MATTER_KIND_LABELS[matter.kind]}</Table.Cell>
            <Table.Cell label="Concerns">
              <span className={styles.lines}>
                <span>
                  {MATTER_SUBJECT_LABELS[matter.subjectType]} {matter.subject}
                </span>
                <span className={styles.muted}>{yearText(matter)}</span>
              </span>
            </Table.Cell>
            <Table.Cell label="Status">{MATTER_STATUS_LABELS[matter.status]}</Table.Cell>
            <Table.Cell label="Statutory due date (IST)">
              <MatterDay matter={matter} day={matter.statutoryDueOn} none="None" />
            </Table.Cell>
            <Table.Cell label="Target date (IST)">
              <MatterDay matter={matter} day={matter.targetOn} none="None set" />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollingTable>
  );
}
