import { careersAdminApi } from '@prakar/shared/api/careers-admin';
import { OPENING_STATE_LABELS, type StaffOpening } from '@prakar/shared/careers-admin';
import { formatIndianDate } from '@prakar/shared/dates';
import { recordPath } from '@prakar/shared/routes';
import { Link } from 'react-router';
import { LoadError } from '#app/components/content/load-error.tsx';
import table from '#app/components/data-table/data-table.module.css';
import { ScrollingTable } from '#app/components/data-table/scrolling-table.tsx';
import * as Table from '#app/components/data-table/stacked-table.tsx';
import buttons from '#app/components/ui/button.module.css';
import { useApiQuery } from '#app/lib/api-query.ts';
import styles from './careers-admin.module.css';
import { OpeningAvailability } from './opening-availability';
import { OpeningDialog } from './opening-dialog';
import { StatusCountList, totalOf } from './status-counts';

/** Posted on, and until when it takes applications (or that it was closed). */
function Dates({ opening }: { opening: StaffOpening }) {
  return (
    <>
      Posted <time dateTime={opening.postedAt}>{formatIndianDate(opening.postedAt)}</time>
      {opening.state === 'open' ? (
        <span className={table.secondary}>
          Open until <time dateTime={opening.closesOn}>{formatIndianDate(opening.closesOn)}</time>
        </span>
      ) : null}
    </>
  );
}

function OpeningsTable({ openings }: { openings: readonly StaffOpening[] }) {
  return (
    <ScrollingTable
      captionId="openings-caption"
      caption="Openings, open ones first"
      className={styles.openingsTable}
    >
      <Table.Head>
        <Table.Row>
          <Table.ColumnHeader>Opening</Table.ColumnHeader>
          <Table.ColumnHeader>Status</Table.ColumnHeader>
          <Table.ColumnHeader>Dates (IST)</Table.ColumnHeader>
          <Table.ColumnHeader>Applications</Table.ColumnHeader>
          <Table.ActionsHeader />
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {openings.map((opening) => (
          <Table.Row key={opening.id}>
            <Table.RowHeader>
              <Link to={recordPath('back-office/careers', opening.id)}>{opening.title}</Link>
              <span className={table.secondary}>
                {opening.department} · {opening.location} · {opening.employmentType}
              </span>
            </Table.RowHeader>
            <Table.Cell label="Status">
              <span className={`${table.badge} ${styles[opening.state]}`}>
                {OPENING_STATE_LABELS[opening.state]}
              </span>
            </Table.Cell>
            <Table.Cell label="Dates (IST)">
              <Dates opening={opening} />
            </Table.Cell>
            <Table.Cell label="Applications" wide>
              <Link to={recordPath('back-office/careers', opening.id)}>
                {totalOf(opening.applications)} in all
                <span className="visually-hidden"> for {opening.title}</span>
              </Link>
              <StatusCountList counts={opening.applications} />
            </Table.Cell>
            <Table.Cell wide>
              <div className={styles.rowActions}>
                <OpeningDialog opening={opening} triggerClassName={table.rowButton} />
                <OpeningAvailability opening={opening} className={table.rowButton} />
              </div>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollingTable>
  );
}

/**
 * Every opening with its applications counted by status: post a new one, edit, close or reopen
 * one; each opening's name leads to its applications.
 */
export function OpeningsSection() {
  const openings = useApiQuery(careersAdminApi.listOpenings, {});
  return (
    <section aria-labelledby="openings-heading" className={table.listSection}>
      <div className={table.listHeading}>
        <h2 id="openings-heading">Openings</h2>
        <OpeningDialog
          newClosesOn={openings.data?.postedTodayClosesOn}
          triggerClassName={buttons.primary}
        />
      </div>
      <p className={styles.note}>
        The careers page shows open openings as soon as they are saved, closed, or reopened.
      </p>
      {openings.isPending ? <p role="status">Loading openings…</p> : null}
      {openings.isError ? (
        <LoadError
          message="We could not load the openings."
          onRetry={() => void openings.refetch()}
        />
      ) : null}
      {openings.data?.openings.length === 0 ? (
        <p className={table.empty}>No openings yet. Post the first with New opening.</p>
      ) : null}
      {openings.data && openings.data.openings.length > 0 ? (
        <OpeningsTable openings={openings.data.openings} />
      ) : null}
    </section>
  );
}
