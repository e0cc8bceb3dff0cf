import { savedViewsApi } from '@prakar/shared/api/saved-views';
import { type SavedView, type SavedViewList, viewSearch } from '@prakar/shared/saved-views';
import { useState } from 'react';
import { Link } from 'react-router';
import { queryString } from '#app/components/data-table/paging-params.ts';
import { ConfirmDialog } from '#app/components/dialog/confirm-dialog.tsx';
import { notify, showServiceError } from '#app/components/toasts/notify.ts';
import { useApiMutation, useApiQuery } from '#app/lib/api-query.ts';
import { SaveViewDialog } from './save-view-dialog';
import styles from './saved-views.module.css';

/** A view the list offers ready-made: its name and its address query. */
export interface ReadyView {
  label: string;
  search: string;
}

/**
 * A list's views as links: the ready-made ones, then those the signed-in member of staff saved,
 * each with its delete button, then "Save view" for what the list shows now. The view the address
 * shows is marked as current; following one is a step in the history like any filter.
 */
export function SavedViews({
  list,
  ready,
  current,
}: {
  list: SavedViewList;
  ready: readonly ReadyView[];
  /** The address query the list shows now. */
  current: string;
}) {
  const saved = useApiQuery(savedViewsApi.list, { query: { list } });
  const [deleting, setDeleting] = useState<SavedView>();
  const remove = useApiMutation(savedViewsApi.remove);
  const shown = viewSearch(current);
  const currentMark = (search: string) => (viewSearch(search) === shown ? 'page' : undefined);

  return (
    <nav aria-label="Views" className={styles.views}>
      <ul>
        {ready.map(({ label, search }) => (
          <li key={label} className={styles.pill}>
            <Link to={{ search }} aria-current={currentMark(search)}>
              {label}
            </Link>
          </li>
        ))}
        {saved.data?.views.map((view) => (
          <li key={view.id} className={styles.pill}>
            <Link
              to={{ search: queryString(new URLSearchParams(view.search)) }}
              aria-current={currentMark(view.search)}
            >
              {view.name}
            </Link>
            <button
              type="button"
              className={styles.remove}
              aria-label={`Delete the view ${view.name}`}
              onClick={() => setDeleting(view)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
        <li>
          <SaveViewDialog list={list} search={viewSearch(current)} />
        </li>
      </ul>
      <ConfirmDialog
        open={deleting !== undefined}
        title="Delete this view?"
        message={`“${deleting?.name ?? ''}” goes from your views. The records it shows are not changed.`}
        confirmLabel="Delete view"
        busy={remove.isPending}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(
            { params: { id: deleting.id } },
            {
              onSuccess: () => notify.success(`Deleted the view “${deleting.name}”.`),
              onError: showServiceError,
              onSettled: () => setDeleting(undefined),
            },
          );
        }}
      />
    </nav>
  );
}
