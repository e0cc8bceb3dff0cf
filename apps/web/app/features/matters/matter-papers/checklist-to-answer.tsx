import { matterPapersApi } from '@prakar/shared/api/matter-papers';
import { CHECKLIST_STATE_LABELS } from '@prakar/shared/matter-papers';
import { ChecklistItems, type ChecklistProps } from '#app/components/matters/checklist-items.tsx';
import { PaperUploadForm } from '#app/components/matters/paper-upload-form.tsx';
import { useApiMutation } from '#app/lib/api-query.ts';

/**
 * Each document the firm asked for, with where it stands and every version sent, and an upload
 * against each until the firm accepts it.
 */
export function ChecklistToAnswer({ matterId, items, download }: ChecklistProps) {
  const upload = useApiMutation(matterPapersApi.uploadItem, { invalidates: ['clientMatters'] });
  return (
    <ChecklistItems
      items={items}
      empty="Nothing yet. Any document we need will be asked for here."
      stateLabels={CHECKLIST_STATE_LABELS}
      download={download}
      idPrefix="need"
    >
      {(item, index) =>
        item.state === 'accepted' ? null : (
          <PaperUploadForm
            id={`need-${index}`}
            title={`Upload ${item.title}`}
            fileLabel={item.versions.length > 0 ? 'A new version' : 'The document'}
            kind="document"
            submitLabel="Upload"
            sent={`“${item.title}” is uploaded. We will let you know if anything is missing.`}
            send={(body) => upload.mutateAsync({ params: { id: matterId, itemId: item.id }, body })}
          />
        )
      }
    </ChecklistItems>
  );
}
