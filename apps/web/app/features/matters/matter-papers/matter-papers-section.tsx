import { matterDocumentsApi } from '@prakar/shared/api/matter-documents';
import { matterPapersApi } from '@prakar/shared/api/matter-papers';
import type { MatterDetail } from '@prakar/shared/matters';
import { FilingSummary } from '#app/components/matters/filing-summary.tsx';
import type { DownloadVersion } from '#app/components/matters/paper-versions.tsx';
import styles from '#app/components/matters/papers.module.css';
import { PapersRead } from '#app/components/matters/papers-read.tsx';
import { call } from '#app/lib/api-client.ts';
import { useApiQuery } from '#app/lib/api-query.ts';
import { ChecklistToAnswer } from './checklist-to-answer';
import { DraftToApprove } from './draft-to-approve';

/**
 * What the firm needs from the client and what it sends them: the requested documents with an
 * upload against each, the draft to approve or question, the acknowledgement, hearings and order.
 */
export function MatterPapersSection({ matter }: { matter: MatterDetail }) {
  const read = useApiQuery(matterPapersApi.get, { params: { id: matter.id } });
  const download: DownloadVersion = (documentId, version) =>
    call(matterDocumentsApi.download, { params: { id: matter.id, documentId, version } });

  return (
    <PapersRead read={read} loading="Loading what we need from you…">
      {(papers) => (
        <>
          <section aria-labelledby="matter-needs-heading" className={styles.papers}>
            <h2 id="matter-needs-heading">What we need from you</h2>
            <ChecklistToAnswer matterId={matter.id} items={papers.checklist} download={download} />
          </section>
          {papers.draft ? (
            <section aria-labelledby="matter-draft-heading" className={styles.papers}>
              <h2 id="matter-draft-heading">Draft for your approval</h2>
              <DraftToApprove matter={matter} draft={papers.draft} download={download} />
            </section>
          ) : null}
          {papers.filing || papers.hearings.length > 0 || papers.order ? (
            <section aria-labelledby="matter-filed-heading" className={styles.papers}>
              <h2 id="matter-filed-heading">Filing and hearings</h2>
              <FilingSummary papers={papers} download={download} />
            </section>
          ) : null}
        </>
      )}
    </PapersRead>
  );
}
