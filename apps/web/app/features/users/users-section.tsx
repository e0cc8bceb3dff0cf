import { usersApi } from '@prakar/shared/api/users';
import { ROLE_IDS } from '@prakar/shared/permissions';
import table from '#app/components/data-table/data-table.module.css';
import { QueryResults } from '#app/components/data-table/query-results.tsx';
import { sortedBy } from '#app/components/data-table/sorting.ts';
import { ConfirmDialog } from '#app/components/dialog/confirm-dialog.tsx';
import { useUserListView } from '#app/components/user-list/use-user-list-view.ts';
import { UserListFilters } from '#app/components/user-list/user-list-filters.tsx';
import { noUsersText } from '#app/components/user-list/user-list-view.ts';
import { useApiQuery } from '#app/lib/api-query.ts';
import { useCurrentUser } from '#app/lib/session/use-current-user.ts';
import { InviteDialog } from './invite-dialog';
import { useRowActions } from './use-row-actions';
import styles from './users.module.css';
import { UsersTable } from './users-table';

/**
 * The organisation's users: search and filters, one sorted page of users with each row's actions,
 * and invitations. The address holds the whole view, so it can be shared and Back goes to the
 * last one. Platform administrators see every organisation and can narrow it to one.
 */
export function UsersSection() {
  const { view, query, show } = useUserListView();
  const platformAdmin = useCurrentUser()?.RoleId === ROLE_IDS.platform_admin;
  const list = useApiQuery(usersApi.list, { query }, { keepPrevious: true });
  const actions = useRowActions();

  return (
    <div className={table.listSection}>
      <div className={styles.toolbar}>
        <UserListFilters
          idPrefix="users"
          view={view}
          show={show}
          showOrganisation={platformAdmin}
        />
        <InviteDialog chooseOrganisation={platformAdmin} organisationId={view.organisationId} />
      </div>
      <QueryResults view={view} show={show} list={list} rows="users" emptyText={noUsersText(view)}>
        {(rows, busy) => (
          <UsersTable
            users={rows}
            view={view}
            busy={busy}
            showOrganisation={platformAdmin}
            onSort={(field) => show(sortedBy(view, field))}
            onAction={actions.choose}
          />
        )}
      </QueryResults>
      <ConfirmDialog
        open={actions.confirmation !== undefined}
        title={actions.confirmation?.title ?? ''}
        message={actions.confirmation?.message ?? ''}
        confirmLabel={actions.confirmation?.confirmLabel ?? ''}
        busy={actions.busy}
        onConfirm={actions.confirm}
        onCancel={actions.cancel}
        focusReturn={actions.focusReturn}
      />
    </div>
  );
}
