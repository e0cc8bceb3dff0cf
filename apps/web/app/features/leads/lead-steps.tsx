import { leadsApi } from '@prakar/shared/api/leads';
import { recordPath } from '@prakar/shared/routes';
import { Link, useLocation } from 'react-router';
import { RecordSteps } from '#app/components/record-steps/record-steps.tsx';
import { useApiQuery } from '#app/lib/api-query.ts';
import styles from './leads.module.css';
import { exportQuery, searchOfView, viewFromSearch } from './leads-view';

/** The inbox's view the message was opened from: its address's search, `?…` or ''. */
function useInboxSearch(): string {
  return searchOfView(viewFromSearch(new URLSearchParams(useLocation().search)));
}

/** Back to the inbox as the staff member left it: the same filters and page. */
export function BackToInbox() {
  return (
    <Link className={styles.back} to={`/back-office/leads${useInboxSearch()}`}>
      Back to the inbox
    </Link>
  );
}

/**
 * Back to the inbox, and the messages either side of this one in it: Previous (newer) and Next
 * (older), by link or by `k` and `j` while no field has the keys. Each keeps the inbox's view, so
 * stepping follows its filters and order, and Back to the inbox returns to it.
 */
export function LeadSteps({ id }: { id: string }) {
  const inboxSearch = useInboxSearch();
  const around = useApiQuery(leadsApi.neighbours, {
    params: { id },
    query: exportQuery(viewFromSearch(new URLSearchParams(inboxSearch))),
  });
  const stepTo = (lead: { id: string; name: string } | null | undefined) =>
    lead
      ? { path: `${recordPath('back-office/leads', lead.id)}${inboxSearch}`, name: lead.name }
      : undefined;
  return (
    <RecordSteps
      label="Messages in the inbox"
      back={<BackToInbox />}
      previous={stepTo(around.data?.previous)}
      next={stepTo(around.data?.next)}
    />
  );
}
