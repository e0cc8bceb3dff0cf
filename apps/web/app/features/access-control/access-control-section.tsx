import { accessControlApi } from '@prakar/shared/api/access-control';
import { ROLE_IDS } from '@prakar/shared/permissions';
import { useEffect, useReducer, useState } from 'react';
import table from '#app/components/data-table/data-table.module.css';
import { pagedListState } from '#app/components/data-table/paged-list.ts';
import { PagedResults } from '#app/components/data-table/paged-results.tsx';
import { ConfirmDialog } from '#app/components/dialog/confirm-dialog.tsx';
import { notify, showServiceError } from '#app/components/toasts/notify.ts';
import { useUserListView } from '#app/components/user-list/use-user-list-view.ts';
import { UserListFilters } from '#app/components/user-list/user-list-filters.tsx';
import { noUsersText } from '#app/components/user-list/user-list-view.ts';
import { useApiMutation, useApiQuery } from '#app/lib/api-query.ts';
import { useCurrentUser } from '#app/lib/session/use-current-user.ts';
import styles from './access-control.module.css';
import { accessEditsReducer, changesOf, NO_EDITS } from './access-edits';
import { AccessMatrixTable } from './access-matrix-table';
import { changesText, SaveBar } from './save-bar';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

/**
 * The access-control matrix: who may open which app and use which admin power. Changes stay on
 * the page, counted, until "Save changes" sends them all at once (the server saves all or none);
 * moving away first asks whether to discard them. The list's view lives in the address, as on
 * the users screen.
 */
export function AccessControlSection() {
  const { view, query, show } = useUserListView();
  const platformAdmin = useCurrentUser()?.RoleId === ROLE_IDS.platform_admin;
  const matrix = useApiQuery(accessControlApi.matrix, { query }, { keepPrevious: true });
  const { shown, loading, busy, failure } = pagedListState(matrix);
  // Changed access is recorded in the audit trail.
  const saveAccess = useApiMutation(accessControlApi.save, { invalidates: ['audit'] });
  const [edits, dispatch] = useReducer(accessEditsReducer, NO_EDITS);
  // A search turned down (to keep the changes) goes back out of the search box.
  const [searchRevision, setSearchRevision] = useState(0);

  const changes = changesOf(edits, shown?.users ?? []);
  const blocker = useUnsavedChangesGuard(changes.length > 0);

  // Saved changes stay on screen until the reloaded matrix holds them, then drop out.
  useEffect(() => {
    if (matrix.data) dispatch({ type: 'loaded', rows: matrix.data.users });
  }, [matrix.data]);

  const save = async () => {
    try {
      // Settles once the matrix has been read again.
      await saveAccess.mutateAsync({ body: { changes } });
      notify.success('Access saved');
    } catch (error) {
      // Nothing was saved (all or none): the changes stay, to be corrected and saved again.
      showServiceError(error);
    }
  };

  return (
    <div className={table.listSection}>
      <UserListFilters
        idPrefix="access"
        view={view}
        show={show}
        showOrganisation={platformAdmin}
        revision={searchRevision}
      />
      <PagedResults
        view={view}
        page={shown && { ...shown, rows: shown.users.length }}
        show={show}
        loading={loading}
        loadingText="Loading access…"
        emptyText={noUsersText(view)}
        error={failure ? 'We could not load the access of your users.' : undefined}
        onRetry={() => void matrix.refetch()}
        pagesLabel="Access pages"
        pageSizeId="access-page-size"
        pageSizeLabel="Users per page"
      >
        {shown && shown.users.length > 0 ? (
          <>
            <p className={styles.legend}>
              <span className={styles.mark} aria-hidden="true">
                ●
              </span>{' '}
              differs from the role’s default. Shaded boxes are not saved yet.
            </p>
            <AccessMatrixTable
              rows={shown.users}
              edits={edits}
              dispatch={dispatch}
              busy={busy}
              showOrganisation={platformAdmin}
            />
            <SaveBar
              count={changes.length}
              saving={saveAccess.isPending}
              onSave={() => void save()}
              onDiscard={() => dispatch({ type: 'discard' })}
            />
          </>
        ) : null}
      </PagedResults>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Discard unsaved changes?"
        message={`You have ${changesText(changes.length).toLowerCase()} to access. Moving away from this view discards them.`}
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        onConfirm={() => {
          dispatch({ type: 'discard' });
          blocker.proceed?.();
        }}
        onCancel={() => {
          blocker.reset?.();
          setSearchRevision((revision) => revision + 1);
        }}
      />
    </div>
  );
}
