import { mattersApi } from '@prakar/shared/api/matters';
import { MATTER_STATUS_LABELS, type MatterStatus, plainMoves } from '@prakar/shared/matter-status';
import type { MatterDetail } from '@prakar/shared/matters';
import { useState } from 'react';
import { ConfirmDialog } from '#app/components/dialog/confirm-dialog.tsx';
import { TextAreaField } from '#app/components/form-field/text-field.tsx';
import { notify, showServiceError } from '#app/components/toasts/notify.ts';
import buttons from '#app/components/ui/button.module.css';
import { useApiMutation } from '#app/lib/api-query.ts';
import { serverFieldErrors } from '#app/lib/server-field-errors.ts';
import styles from './matters.module.css';

/** A move's button: "Decline" a request, "Close" a matter, else "Move to Filed". */
const moveLabel = (status: MatterStatus) =>
  status === 'declined'
    ? 'Decline…'
    : status === 'closed'
      ? 'Close…'
      : `Move to ${MATTER_STATUS_LABELS[status]}…`;

/** What the confirmation says will happen. */
function consequence(to: MatterStatus): string {
  const seen = `The client sees “${MATTER_STATUS_LABELS[to]}”, dated today.`;
  if (to === 'declined') return `${seen} Tell them why: the note goes to them with it.`;
  if (to === 'closed') return `${seen} A closed matter is not reopened, and nothing is due on it.`;
  return seen;
}

/**
 * The moves the matter's status allows by hand, the usual next step first (a request is accepted
 * with its engagement letter instead). Each asks first, saying what the client will see; declining
 * a request needs a note to the client saying why.
 */
export function MatterMoves({ matter }: { matter: MatterDetail }) {
  const setStatus = useApiMutation(mattersApi.setStatus);
  const [asked, setAsked] = useState<MatterStatus>();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const moves = plainMoves(matter.status);

  if (moves.length === 0) {
    return (
      <p className={styles.muted}>
        This matter is {MATTER_STATUS_LABELS[matter.status].toLowerCase()}: it has no further steps.
      </p>
    );
  }

  const ask = (status: MatterStatus) => {
    setAsked(status);
    setNote('');
    setNoteError(undefined);
  };

  const confirm = async () => {
    if (!asked) return;
    if (asked === 'declined' && !note.trim()) {
      setNoteError('Tell the client why the firm declines their request.');
      return;
    }
    try {
      const result = await setStatus.mutateAsync({
        params: { id: matter.id },
        body: { status: asked, ...(note.trim() ? { note } : {}) },
      });
      notify.success(`${result.number} is now “${MATTER_STATUS_LABELS[result.status]}”.`);
      setAsked(undefined);
    } catch (error) {
      const { known } = serverFieldErrors<{ note: string }>(error, ['note']);
      if (known[0]) setNoteError(known[0][1]);
      else {
        showServiceError(error);
        setAsked(undefined);
      }
    }
  };

  return (
    <div className={styles.actions}>
      {moves.map((status, index) => (
        <button
          key={status}
          type="button"
          className={index === 0 ? buttons.primary : buttons.secondary}
          onClick={() => ask(status)}
        >
          {moveLabel(status)}
        </button>
      ))}
      <ConfirmDialog
        open={asked !== undefined}
        title={
          asked === 'declined'
            ? `Decline ${matter.number}?`
            : `Move ${matter.number} to “${asked ? MATTER_STATUS_LABELS[asked] : ''}”?`
        }
        message={asked ? consequence(asked) : ''}
        confirmLabel={asked === 'declined' ? 'Decline the request' : 'Yes, move it'}
        busy={setStatus.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsked(undefined)}
      >
        {asked === 'declined' ? (
          <TextAreaField
            id="matter-decline-note"
            label="Note to the client"
            required
            rows={4}
            value={note}
            error={noteError}
            onChange={(event) => setNote(event.target.value)}
          />
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
