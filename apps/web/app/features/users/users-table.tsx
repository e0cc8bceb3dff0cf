import { formatIndianDateTime } from '@prakar/shared/dates';
import { ROLE_LABELS, USER_STATUS_LABELS, type UserSummary } from '@prakar/shared/users';
import table from '#app/components/data-table/data-table.module.css';
import { ScrollingTable } from '#app/components/data-table/scrolling-table.tsx';
import { SortHeader } from '#app/components/data-table/sort-header.tsx';
import * as Table from '#app/components/data-table/stacked-table.tsx';
import { EmailAddress } from '#app/components/ui/email-address.tsx';
import type { UserListView, UserSortField } from '#app/components/user-list/user-list-view.ts';
import { actionsFor, type UserActionId } from './user-actions';
import { UserActionsMenu } from './user-actions-menu';
import styles from './users.module.css';

export const USERS_TABLE_ID = 'users-table';

/** Why a row has no actions: administrators never change themselves, the firm's staff never. */
function NoActions({ user }: { user: UserSummary }) {
  return <span className={styles.muted}>{user.isSelf ? 'You' : 'Managed by the firm'}</span>;
}

/**
 * One row per user, the name as the row's header; the sortable columns' headers are buttons.
 * Platform administrators, who see every organisation, also get each user's organisation.
 */
export function UsersTable({
  users,
  view,
  busy,
  showOrganisation,
  onSort,
  onAction,
}: {
  users: readonly UserSummary[];
  view: UserListView;
  busy: boolean;
  showOrganisation: boolean;
  onSort: (field: UserSortField) => void;
  onAction: (user: UserSummary, action: UserActionId) => void;
}) {
  const sortHeader = (field: UserSortField, label: string) => (
    <SortHeader field={field} label={label} sorting={view} onSort={onSort} />
  );

  return (
    <ScrollingTable id={USERS_TABLE_ID} caption="Users" busy={busy} className={styles.table}>
      <Table.Head>
        <Table.Row>
          {sortHeader('name', 'Name')}
          {sortHeader('email', 'E-mail')}
          <Table.ColumnHeader>Mobile</Table.ColumnHeader>
          {showOrganisation ? <Table.ColumnHeader>Organisation</Table.ColumnHeader> : null}
          {sortHeader('role', 'Role')}
          {sortHeader('status', 'Status')}
          {sortHeader('lastSignInAt', 'Last sign-in')}
          <Table.ActionsHeader />
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {users.map((user) => {
          const actions = actionsFor(user);
          return (
            <Table.Row key={user.id}>
              <Table.RowHeader className={styles.name}>
                {user.name || <span className={styles.muted}>Invitation pending</span>}
              </Table.RowHeader>
              <Table.Cell label="E-mail" wide className={styles.email}>
                <EmailAddress address={user.email} />
              </Table.Cell>
              <Table.Cell label="Mobile" className={styles.detail}>
                {user.mobile ?? '—'}
              </Table.Cell>
              {showOrganisation ? (
                <Table.Cell label="Organisation" className={styles.detail}>
                  {user.organisationName}
                </Table.Cell>
              ) : null}
              <Table.Cell label="Role" className={styles.pill}>
                <span className={styles.role}>{ROLE_LABELS[user.role]}</span>
              </Table.Cell>
              <Table.Cell label="Status" className={styles.pill}>
                <span className={`${table.badge} ${styles[user.status]}`}>
                  {USER_STATUS_LABELS[user.status]}
                </span>
              </Table.Cell>
              <Table.Cell label="Last sign-in" className={styles.detail}>
                {user.lastSignInAt ? (
                  <time dateTime={user.lastSignInAt}>
                    {formatIndianDateTime(user.lastSignInAt)}
                  </time>
                ) : (
                  'Never'
                )}
              </Table.Cell>
              <Table.Cell className={styles.actions}>
                {actions.length > 0 ? (
                  <UserActionsMenu
                    user={user}
                    actions={actions}
                    onChoose={(action) => onAction(user, action)}
                  />
                ) : (
                  <NoActions user={user} />
                )}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </ScrollingTable>
  );
}
