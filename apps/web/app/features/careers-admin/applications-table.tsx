import { APPLICATION_STATUS_LABELS, type ApplicationSummary } from '@prakar/shared/careers-admin';
import { formatIndianDate } from '@prakar/shared/dates';
import table from '#app/components/data-table/data-table.module.css';
import {
  ChooseAllHeader,
  ChooseCell,
  type RowChoice,
} from '#app/components/data-table/row-choice.tsx';
import { ScrollingTable } from '#app/components/data-table/scrolling-table.tsx';
import * as Table from '#app/components/data-table/stacked-table.tsx';
import { EmailAddress } from '#app/components/ui/email-address.tsx';
import styles from './careers-admin.module.css';

/**
 * One row per application, newest first, the applicant's name as the row's header, each with a box
 * to choose it for a bulk change.
 */
export function ApplicationsTable({
  applications,
  busy,
  choice,
  onOpen,
}: {
  applications: readonly ApplicationSummary[];
  busy: boolean;
  choice: RowChoice;
  onOpen: (application: ApplicationSummary, button: HTMLButtonElement) => void;
}) {
  return (
    <ScrollingTable
      captionId="applications-caption"
      caption="Applications, newest first"
      busy={busy}
      className={styles.applicationsTable}
    >
      <Table.Head>
        <Table.Row>
          <ChooseAllHeader
            ids={applications.map((application) => application.id)}
            choice={choice}
            label="Choose every application on this page"
          />
          <Table.ColumnHeader>Applicant</Table.ColumnHeader>
          <Table.ColumnHeader>Received (IST)</Table.ColumnHeader>
          <Table.ColumnHeader>Status</Table.ColumnHeader>
          <Table.ColumnHeader>Résumé</Table.ColumnHeader>
          <Table.ActionsHeader />
        </Table.Row>
      </Table.Head>
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
