import { mattersApi } from '@prakar/shared/api/matters';
import type { MatterSummary } from '@prakar/shared/matters';
import { recordPath } from '@prakar/shared/routes';
import { Link, useLocation } from 'react-router';
import { RecordSteps } from '#app/components/record-steps/record-steps.tsx';
import { useApiQuery } from '#app/lib/api-query.ts';
import styles from './matters.module.css';
import { queryOfView, searchOfView, viewFromSearch } from './matters-view';

/** The list's view the matter was opened from: its address's search, `?…` or ''. */
function useListSearch(): string {
  return searchOfView(viewFromSearch(new URLSearchParams(useLocation().search)));
}

/** Back to the matters as the staff member left them: the same filters, sorting and page. */
export function BackToMatters() {
  return (
    <Link className={styles.back} to={`/back-office/matters${useListSearch()}`}>
      Back to the matters
    </Link>
  );
}

/**
 * Back to the list, and the matters either side of this one on the list's page it was opened
 * from: Previous and Next, by link or by `k` and `j` while no field has the keys. Each keeps the
 * list's view, so Back to the matters returns to it.
 */
export function MatterSteps({ id }: { id: string }) {
  const listSearch = useListSearch();
  const list = useApiQuery(mattersApi.list, {
    query: queryOfView(viewFromSearch(new URLSearchParams(listSearch))),
  });
  const matters = list.data?.matters ?? [];
  const at = matters.findIndex((matter) => matter.id === id);
  const stepTo = (matter: MatterSummary | undefined) =>
    matter && {
      path: `${recordPath('back-office/matters', matter.id)}${listSearch}`,
      name: matter.number,
    };
  return (
    <RecordSteps
      label="Matters in the list"
      back={<BackToMatters />}
      previous={stepTo(at > 0 ? matters[at - 1] : undefined)}
      next={stepTo(at >= 0 ? matters[at + 1] : undefined)}
    />
  );
}
