import { matterPapersApi } from '@prakar/shared/api/matter-papers';
import { CHECKLIST_STATE_LABELS, type ChecklistItem } from '@prakar/shared/matter-papers';
import { PaperUploadForm } from '#app/components/matters/paper-upload-form.tsx';
import { type DownloadVersion, PaperVersions } from '#app/components/matters/paper-versions.tsx';
import styles from '#app/components/matters/papers.module.css';
import { useApiMutation } from '#app/lib/api-query.ts';

/**
 * Each document the firm asked for, with where it stands and every version sent, and an upload
 * against each until the firm accepts it.
 */
export function ChecklistToAnswer({
  matterId,
  items,
  download,
}: {
  matterId: string;
  items: readonly ChecklistItem[];
  download: DownloadVersion;
}) {
  const upload = useApiMutation(matterPapersApi.uploadItem, { invalidates: ['clientMatters'] });
  if (items.length === 0) {
    return (
      <p className={styles.muted}>Nothing yet. Any document we need will be asked for here.</p>
    );
  }
  return (
    <ul className={styles.items}>
      {items.map((item, index) => (
        <li key={item.id} className={styles.item} aria-labelledby={`need-${index}-title`}>
          <h3 id={`need-${index}-title`}>{item.title}</h3>
          {item.note ? <p className={styles.words}>{item.note}</p> : null}
          <p>
            <strong>{CHECKLIST_STATE_LABELS[item.state]}</strong>
            {item.state === 'asked_again' && item.reason ? `: ${item.reason}` : null}
          </p>
          <PaperVersions document={item} download={download} />
          {item.state === 'accepted' ? null : (
            <PaperUploadForm
              id={`need-${index}`}
              title={`Upload ${item.title}`}
              fileLabel={item.versions.length > 0 ? 'A new version' : 'The document'}
              kind="document"
              submitLabel="Upload"
              sent={`“${item.title}” is uploaded. We will let you know if anything is missing.`}
              send={(body) =>
                upload.mutateAsync({ params: { id: matterId, itemId: item.id }, body })
              }
            />
          )}
        </li>
      ))}
    </ul>
  );
}
