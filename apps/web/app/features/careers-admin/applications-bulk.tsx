import { careersAdminApi } from '@prakar/shared/api/careers-admin';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type ApplicationSummary,
} from '@prakar/shared/careers-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BulkBar, BulkChoice } from '#app/components/data-table/bulk-bar.tsx';
import { labelledChoices } from '#app/components/data-table/filter-form.tsx';
import { ConfirmDialog } from '#app/components/dialog/confirm-dialog.tsx';
import { SelectField } from '#app/components/form-field/text-field.tsx';
import { notify, showServiceError } from '#app/components/toasts/notify.ts';
import { invalidateResources, useApiMutation } from '#app/lib/api-query.ts';
import { countOf } from '#app/lib/plural.ts';
import { type BulkQuestion, bulkOutcome, bulkQuestion, nothingToMove } from './bulk-status-words';
import styles from './careers-admin.module.css';

const STATUS_CHOICES = labelledChoices(APPLICATION_STATUSES, APPLICATION_STATUS_LABELS);

/**
 * Moves the applications staff ticked to one status at once. It asks first, saying who is moved,
 * which mail each is sent and who is left as they are, and is one request: all of them change, or
 * none. Each applicant's mail is the one a change on its own sends.
 */
export function ApplicationsBulkBar({
  chosen,
  onDone,
}: {
  chosen: readonly ApplicationSummary[];
  onDone: () => void;
}) {
  const client = useQueryClient();
  const setStatuses = useApiMutation(careersAdminApi.setStatuses);
  const [status, setStatus] = useState<ApplicationStatus>('shortlisted');
  const [asked, setAsked] = useState<BulkQuestion & { status: ApplicationStatus }>();

  const confirm = async () => {
    if (!asked) return;
    try {
      const result = await setStatuses.mutateAsync({
        body: { ids: chosen.map((application) => application.id), status: asked.status },
      });
      notify.success(bulkOutcome(result, chosen, asked.status));
      onDone();
    } catch (error) {
      showServiceError(error);
      // The list as it is now: an application that no longer exists leaves it, and the choice.
      await invalidateResources(client, [careersAdminApi.setStatuses.resource]);
    }
    setAsked(undefined);
  };

  return (
    <BulkBar
      label="Change the chosen applications"
      chosen={countOf(chosen.length, 'application', 'applications')}
      onClear={onDone}
    >
      <BulkChoice
        label="Change the status"
        button="Change status…"
        onAsk={() => {
          const question = bulkQuestion(chosen, status);
          if (question.moving.length === 0) notify.info(nothingToMove(chosen, status));
          else setAsked({ ...question, status });
        }}
      >
        <SelectField
          id="applications-bulk-status"
          label="New status"
          value={status}
          onChange={(event) => setStatus(event.target.value as ApplicationStatus)}
          options={STATUS_CHOICES}
        />
      </BulkChoice>
      <ConfirmDialog
        open={asked !== undefined}
        title={asked?.title ?? ''}
        message={asked?.message ?? ''}
        confirmLabel="Yes, move them"
        busy={setStatuses.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsked(undefined)}
      >
        <div className={styles.bulkDetails}>
          {asked?.details.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      </ConfirmDialog>
    </BulkBar>
  );
}
