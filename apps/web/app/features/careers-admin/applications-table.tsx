import {
  APPLICATION_STATUS_LABELS,
  type ApplicationSortField,
  type ApplicationSummary,
} from '@prakar/shared/careers-admin';
import { formatIndianDate } from '@prakar/shared/dates';
import type { Sorting } from '@prakar/shared/list-query';
import table from '#app/components/data-table/data-table.module.css';
import {
  ChooseCell,
  ChoosingHead,
  type RowChoice,
} from '#app/components/data-table/row-choice.tsx';
import { ScrollingTable } from '#app/components/data-table/scrolling-table.tsx';
import { SortHeader } from '#app/components/data-table/sort-header.tsx';
import * as Table from '#app/components/data-table/stacked-table.tsx';
import { EmailAddress } from '#app/components/ui/email-address.tsx';
import styles from './careers-admin.module.css';

/**
 * The table's name says its order: "Applications, newest first", "Applications by name, Z to A",
 * "Applications by status, Received first" (statuses in the pipeline's order).
 */
function captionOf({ sort, order }: Sorting<ApplicationSortField>): string {
  if (sort === 'receivedAt') {
    return `Applications, ${order === 'desc' ? 'newest' : 'oldest'} first`;
  }
  if (sort === 'status') {
    return `Applications by status, ${order === 'asc' ? 'Received' : 'Rejected'} first`;
  }
  return `Applications by name, ${order === 'asc' ? 'A to Z' : 'Z to A'}`;
}

/**
 * One row per application in the list's order, the applicant's name as the row's header, each
 * with a box to choose it for a bulk change; the applicant, received and status headers sort.
 */
export function ApplicationsTable({
  applications,
  busy,
  choice,
  sorting,
  onSort,
  onOpen,
}: {
  applications: readonly ApplicationSummary[];
  busy: boolean;
  choice: RowChoice;
  sorting: Sorting<ApplicationSortField>;
  onSort: (field: ApplicationSortField) => void;
  onOpen: (application: ApplicationSummary, button: HTMLButtonElement) => void;
}) {
  return (
    <ScrollingTable
      captionId="applications-caption"
      caption={captionOf(sorting)}
      busy={busy}
      className={styles.applicationsTable}
    >
      <ChoosingHead
        rows={applications}
        choice={choice}
        label="Choose every application on this page"
      >
        <SortHeader field="name" label="Applicant" sorting={sorting} onSort={onSort} />
        <SortHeader field="receivedAt" label="Received (IST)" sorting={sorting} onSort={onSort} />
        <SortHeader field="status" label="Status" sorting={sorting} onSort={onSort} />
        <Table.ColumnHeader>Résumé</Table.ColumnHeader>
        <Table.ActionsHeader />
      </ChoosingHead>
      <Table.Body>
        {applications.map((application) => (
          <Table.Row key={application.id}>
            <ChooseCell
              id={application.id}
              choice={choice}
              label={`Choose ${application.name}’s application`}
            />
            <Table.RowHeader>
              {application.name}
              <span className={table.secondary}>
                <EmailAddress address={application.email} />
              </span>
            </Table.RowHeader>
            <Table.Cell label="Received (IST)">
              <time dateTime={application.receivedAt}>
                {formatIndianDate(application.receivedAt)}
              </time>
            </Table.Cell>
            <Table.Cell label="Status">
              <span className={`${table.badge} ${styles[application.status]}`}>
                {APPLICATION_STATUS_LABELS[application.status]}
              </span>
            </Table.Cell>
            <Table.Cell label="Résumé" className={styles.filename}>
              {application.resume.filename}
            </Table.Cell>
            <Table.Cell>
              <button
                type="button"
                className={table.rowButton}
                onClick={(event) => onOpen(application, event.currentTarget)}
              >
                Open<span className="visually-hidden"> {application.name}’s application</span>
              </button>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollingTable>
  );
}
