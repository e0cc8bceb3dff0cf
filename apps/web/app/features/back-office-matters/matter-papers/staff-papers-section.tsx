import { matterDocumentsApi } from '@prakar/shared/api/matter-documents';
import { matterPapersApi } from '@prakar/shared/api/matter-papers';
import type { MatterStatus } from '@prakar/shared/matter-status';
import type { MatterDetail } from '@prakar/shared/matters';
import { DraftVersions } from '#app/components/matters/draft-versions.tsx';
import { FilingSummary } from '#app/components/matters/filing-summary.tsx';
import { PaperUploadForm } from '#app/components/matters/paper-upload-form.tsx';
import type { DownloadVersion } from '#app/components/matters/paper-versions.tsx';
import styles from '#app/components/matters/papers.module.css';
import { PapersRead } from '#app/components/matters/papers-read.tsx';
import { call } from '#app/lib/api-client.ts';
import { useApiMutation, useApiQuery } from '#app/lib/api-query.ts';
import { ChecklistReview } from './checklist-review';
import { RequestDocumentsForm } from './request-documents-form';

const when = (status: MatterStatus, ...statuses: MatterStatus[]) => statuses.includes(status);

/**
 * The matter's papers as the firm works them: the documents asked of the client, the draft for
 * their approval with their answers, then filing, hearings and the order, each step offered while
 * the matter's status allows it.
 */
export function StaffPapersSection({ matter }: { matter: MatterDetail }) {
  const id = matter.id;
  const read = useApiQuery(matterPapersApi.staffGet, { params: { id } });
  const moves = { invalidates: ['matters'] } as const;
  const uploadDraft = useApiMutation(matterPapersApi.uploadDraft, moves);
  const fileMatter = useApiMutation(matterPapersApi.fileMatter, moves);
  const setHearing = useApiMutation(matterPapersApi.setHearing, moves);
  const uploadOrder = useApiMutation(matterPapersApi.uploadOrder, moves);
  const download: DownloadVersion = (documentId, version) =>
    call(matterDocumentsApi.staffDownload, { params: { id, documentId, version } });

  const { status } = matter;
  return (
    <PapersRead read={read} loading="Loading the matter’s documents…">
      {(papers) => (
        <>
          <section aria-labelledby="matter-checklist-heading" className={styles.papers}>
            <h2 id="matter-checklist-heading">Documents from the client</h2>
            <ChecklistReview matterId={id} items={papers.checklist} download={download} />
            {when(status, 'requested', 'closed', 'declined') ? null : (
              <RequestDocumentsForm matterId={id} />
            )}
          </section>
          <section aria-labelledby="matter-draft-heading" className={styles.papers}>
            <h2 id="matter-draft-heading">Draft for the client’s approval</h2>
            {papers.draft ? (
              <DraftVersions draft={papers.draft} download={download} />
            ) : (
              <p className={styles.muted}>No draft uploaded yet.</p>
            )}
            {when(status, 'accepted', 'documents_needed', 'draft_for_approval') ? (
              <PaperUploadForm
                id="upload-draft"
                title="Upload draft"
                fileLabel="The draft"
                kind="pdf"
                submitLabel="Upload draft"
                sent="The draft is uploaded, and the client is mailed a link."
                send={(body) => uploadDraft.mutateAsync({ params: { id }, body })}
              />
            ) : null}
          </section>
          <section aria-labelledby="matter-filing-heading" className={styles.papers}>
            <h2 id="matter-filing-heading">Filing, hearings and the order</h2>
            <FilingSummary papers={papers} download={download} />
            {status === 'draft_for_approval' ? (
              <PaperUploadForm
                id="file-matter"
                title="Mark as filed"
                fields={[{ name: 'filedOn', label: 'Filed on', type: 'date', required: true }]}
                fileLabel="The acknowledgement"
                kind="scan"
                submitLabel="Mark as filed"
                sent={`${matter.number} is filed, and the client is mailed a link.`}
                send={(body) => fileMatter.mutateAsync({ params: { id }, body })}
              />
            ) : null}
            {when(status, 'filed', 'hearing') ? (
              <>
                <PaperUploadForm
                  id="set-hearing"
                  title="Set a hearing"
                  fields={[
                    { name: 'on', label: 'Hearing date', type: 'date', required: true },
                    {
                      name: 'time',
                      label: 'Time',
                      type: 'time',
                      required: true,
                      hint: 'India time.',
                    },
                    {
                      name: 'forum',
                      label: 'Forum',
                      type: 'text',
                      required: true,
                      hint: 'Such as CIT(A)-3, Mumbai.',
                    },
                    { name: 'place', label: 'Place', type: 'text' },
                  ]}
                  fileLabel="Hearing notice (if any)"
                  kind="scan"
                  optional
                  submitLabel="Set a hearing"
                  sent="The hearing is set, and the client is mailed a link."
                  send={(body) => setHearing.mutateAsync({ params: { id }, body })}
                />
                <PaperUploadForm
                  id="upload-order"
                  title="Upload the order"
                  fileLabel="The order"
                  kind="scan"
                  submitLabel="Upload the order"
                  sent="The order is uploaded, and the client is mailed a link."
                  send={(body) => uploadOrder.mutateAsync({ params: { id }, body })}
                />
              </>
            ) : null}
          </section>
        </>
      )}
    </PapersRead>
  );
}
