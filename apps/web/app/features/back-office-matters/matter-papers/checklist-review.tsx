import { matterPapersApi } from '@prakar/shared/api/matter-papers';
import { CHECKLIST_STATE_LABELS, type ChecklistItem } from '@prakar/shared/matter-papers';
import { useState } from 'react';
import { ConfirmDialog } from '#app/components/dialog/confirm-dialog.tsx';
import { TextAreaField } from '#app/components/form-field/text-field.tsx';
import { ChecklistItems, type ChecklistProps } from '#app/components/matters/checklist-items.tsx';
import { paperFormErrors } from '#app/components/matters/paper-form.ts';
import styles from '#app/components/matters/papers.module.css';
import { notify, showServiceError } from '#app/components/toasts/notify.ts';
import { BusyButton } from '#app/components/ui/busy-button.tsx';
import buttons from '#app/components/ui/button.module.css';
import { useApiMutation } from '#app/lib/api-query.ts';

/** The client's state of an item in the staff's words. */
const STAFF_STATE: Record<ChecklistItem['state'], string> = {
  ...CHECKLIST_STATE_LABELS,
  waiting: 'Waiting for the client',
};

/**
 * The documents asked for, each with where it stands and its versions: staff accept the latest
 * upload, or ask again with the reason the client is told.
 */
export function ChecklistReview({ matterId, items, download }: ChecklistProps) {
  const accept = useApiMutation(matterPapersApi.acceptItem);
  const askAgain = useApiMutation(matterPapersApi.askAgain);
  const [asking, setAsking] = useState<ChecklistItem>();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();

  const confirmAskAgain = async () => {
    if (!asking) return;
    if (!reason.trim()) {
      setReasonError('Tell the client what is missing.');
      return;
    }
    try {
      await askAgain.mutateAsync({
        params: { id: matterId, itemId: asking.id },
        body: { reason },
      });
      notify.success(`The client is asked again for “${asking.title}”.`);
      setAsking(undefined);
    } catch (error) {
      const found = paperFormErrors(error, ['reason']);
      if (found.reason) setReasonError(found.reason);
      else {
        showServiceError(error);
        setAsking(undefined);
      }
    }
  };

  return (
    <>
      <ChecklistItems
        items={items}
        empty="No documents asked for yet."
        stateLabels={STAFF_STATE}
        download={download}
      >
        {(item) =>
          item.state === 'uploaded' || item.state === 'accepted' ? (
            <div className={styles.actions}>
              {item.state === 'uploaded' ? (
                <BusyButton
                  type="button"
                  className={buttons.primary}
                  busy={accept.isPending}
                  onClick={() =>
                    void accept
                      .mutateAsync({ params: { id: matterId, itemId: item.id } })
                      .then(() => notify.success(`“${item.title}” is accepted.`), showServiceError)
                  }
                >
                  Accept<span className="visually-hidden"> {item.title}</span>
                </BusyButton>
              ) : null}
              <button
                type="button"
                className={buttons.secondary}
                onClick={() => {
                  setAsking(item);
                  setReason('');
                  setReasonError(undefined);
                }}
              >
                Ask again<span className="visually-hidden"> for {item.title}</span>
              </button>
            </div>
          ) : null
        }
      </ChecklistItems>
      <ConfirmDialog
        open={asking !== undefined}
        title={`Ask again for “${asking?.title ?? ''}”?`}
        message="The client is mailed a link, and sees your reason next to the document."
        confirmLabel="Ask again"
        busy={askAgain.isPending}
        onConfirm={() => void confirmAskAgain()}
        onCancel={() => setAsking(undefined)}
      >
        <TextAreaField
          id="ask-again-reason"
          label="What is missing"
          required
          rows={3}
          value={reason}
          error={reasonError}
          onChange={(event) => setReason(event.target.value)}
        />
      </ConfirmDialog>
    </>
  );
}
