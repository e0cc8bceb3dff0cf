import { formatIndianDateTime } from '@prakar/shared/dates';
import type { LeadSummary } from '@prakar/shared/leads';
import { recordPath } from '@prakar/shared/routes';
import { Link } from 'react-router';
import table from '#app/components/data-table/data-table.module.css';
import { ScrollingTable } from '#app/components/data-table/scrolling-table.tsx';
import * as Table from '#app/components/data-table/stacked-table.tsx';
import { EmailAddress } from '#app/components/ui/email-address.tsx';
import { countOf } from '#app/lib/plural.ts';
import { LeadStatusBadge } from './lead-status';
import styles from './leads.module.css';

/** "2 notes, 1 reply", or a dash for a message nobody has touched. */
function activityOf(lead: LeadSummary): string {
  const parts = [
    lead.noteCount > 0 ? countOf(lead.noteCount, 'note', 'notes') : '',
    lead.replyCount > 0 ? countOf(lead.replyCount, 'reply', 'replies') : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : '—';
}

/**
 * One row per message, newest first, the sender's name as the row's header and the link to the
 * message's own screen. On a phone each row is a card, its values under their column's name.
 */
export function LeadsTable({ leads, busy }: { leads: readonly LeadSummary[]; busy: boolean }) {
  return (
    <ScrollingTable
      captionId="leads-caption"
      caption="Messages, newest first"
      busy={busy}
      className={styles.table}
    >
      <Table.Head>
        <Table.Row>
          <Table.ColumnHeader>From</Table.ColumnHeader>
          <Table.ColumnHeader>Received (IST)</Table.ColumnHeader>
          <Table.ColumnHeader>Message</Table.ColumnHeader>
          <Table.ColumnHeader>Status</Table.ColumnHeader>
          <Table.ColumnHeader>Assigned to</Table.ColumnHeader>
          <Table.ColumnHeader>Activity</Table.ColumnHeader>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {leads.map((lead) => (
          <Table.Row key={lead.id}>
            <Table.RowHeader>
              <Link to={recordPath('back-office/leads', lead.id)}>{lead.name}</Link>
              <span className={table.secondary}>
                <EmailAddress address={lead.email} />
              </span>
              {lead.organisation ? (
                <span className={table.secondary}>Customer: {lead.organisation.name}</span>
              ) : null}
            </Table.RowHeader>
            <Table.Cell label="Received (IST)" className={styles.received}>
              <time dateTime={lead.receivedAt}>{formatIndianDateTime(lead.receivedAt)}</time>
            </Table.Cell>
            <Table.Cell label="Message" wide className={styles.message}>
              {lead.subject ? <span className={styles.subject}>{lead.subject}</span> : null}
              {lead.excerpt}
            </Table.Cell>
            <Table.Cell label="Status">
              <LeadStatusBadge status={lead.status} />
            </Table.Cell>
            <Table.Cell label="Assigned to">{lead.assignee?.name ?? 'Nobody yet'}</Table.Cell>
            <Table.Cell label="Activity">{activityOf(lead)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollingTable>
  );
}
