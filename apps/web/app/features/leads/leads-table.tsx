import { formatIndianDateTime } from '@prakar/shared/dates';
import { formatInIndia } from '@prakar/shared/ist-calendar';
import type { LeadSummary } from '@prakar/shared/leads';
import { recordPath } from '@prakar/shared/routes';
import { Link } from 'react-router';
import {
  ChooseCell,
  ChoosingHead,
  type RowChoice,
} from '#app/components/data-table/row-choice.tsx';
import { ScrollingTable } from '#app/components/data-table/scrolling-table.tsx';
import * as Table from '#app/components/data-table/stacked-table.tsx';
import workList from '#app/components/data-table/work-list.module.css';
import { AssigneeCell } from '#app/components/staff/assignee-cell.tsx';
import { EmailAddress } from '#app/components/ui/email-address.tsx';
import { LeadStatusBadge } from './lead-status';
import styles from './leads.module.css';

/**
 * One line per message, newest first: who sent it, what about, where it stands, who has it and
 * when it came; what does not fit ends in an ellipsis, whole in its tooltip and on the message's
 * screen. The sender's name leads there, keeping the view in the address so the message's screen
 * can step to its neighbours and lead back. On a phone each row is a card.
 */
export function LeadsTable({
  leads,
  busy,
  choice,
  viewSearch,
}: {
  leads: readonly LeadSummary[];
  busy: boolean;
  choice: RowChoice;
  /** The inbox's view as an address's search, `?…` or ''. */
  viewSearch: string;
}) {
  return (
    <ScrollingTable caption="Messages, newest first" busy={busy} className={styles.table}>
      <ChoosingHead rows={leads} choice={choice} label="Choose every message on this page">
        <Table.ColumnHeader className={styles.fromColumn}>From</Table.ColumnHeader>
        <Table.ColumnHeader>Message</Table.ColumnHeader>
        <Table.ColumnHeader className={styles.statusColumn}>Status</Table.ColumnHeader>
        <Table.ColumnHeader className={styles.assigneeColumn}>Assigned to</Table.ColumnHeader>
        <Table.ColumnHeader className={styles.receivedColumn}>Received (IST)</Table.ColumnHeader>
      </ChoosingHead>
      <Table.Body>
        {leads.map((lead) => {
          const message = [lead.subject, lead.excerpt].filter(Boolean).join(' — ');
          const received = formatIndianDateTime(lead.receivedAt);
          return (
            <Table.Row key={lead.id}>
              <ChooseCell
                id={lead.id}
                choice={choice}
                label={`Choose the message from ${lead.name}`}
              />
              <Table.RowHeader>
                <span className={styles.from}>
                  <Link to={`${recordPath('back-office/leads', lead.id)}${viewSearch}`}>
                    {lead.name}
                  </Link>
                  <span className={styles.email} title={lead.email}>
                    <EmailAddress address={lead.email} />
                  </span>
                  {lead.organisation ? (
                    <span className={styles.customer} title={lead.organisation.name}>
                      Customer: {lead.organisation.name}
                    </span>
                  ) : null}
                </span>
              </Table.RowHeader>
              <Table.Cell label="Message" wide className={styles.message} title={message}>
                {lead.subject ? <span className={styles.subject}>{lead.subject}</span> : null}
                {lead.subject ? ' ' : null}
                {lead.excerpt}
              </Table.Cell>
              <Table.Cell label="Status" className={workList.whole}>
                <LeadStatusBadge status={lead.status} />
              </Table.Cell>
              <AssigneeCell assignee={lead.assignee} />
              <Table.Cell label="Received (IST)" className={workList.whole} title={received}>
                <time dateTime={lead.receivedAt}>
                  {formatInIndia(new Date(lead.receivedAt), 'd MMM yyyy, h:mm aaa')}
                </time>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </ScrollingTable>
  );
}
