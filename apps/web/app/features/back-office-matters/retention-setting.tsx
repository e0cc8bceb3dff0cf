import { zodResolver } from '@hookform/resolvers/zod';
import { matterRetentionApi } from '@prakar/shared/api/matter-retention';
import { type Retention, retentionSchema } from '@prakar/shared/matter-retention';
import { useState } from 'react';
import { z } from 'zod';
import { LoadError } from '#app/components/content/load-error.tsx';
import workList from '#app/components/data-table/work-list.module.css';
import { ConfirmDialog } from '#app/components/dialog/confirm-dialog.tsx';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { FormSubmit } from '#app/components/form-field/form-submit.tsx';
import { TextField } from '#app/components/form-field/text-field.tsx';
import { useAppForm } from '#app/components/form-field/use-app-form.ts';
import { showServiceError } from '#app/components/toasts/notify.ts';
import buttons from '#app/components/ui/button.module.css';
import { useApiMutation, useApiQuery } from '#app/lib/api-query.ts';
import styles from './matters.module.css';

/** The field as typed, checked by the shared schema as the number the API takes. */
const draftSchema = z.object({ years: z.string() }).transform((draft, context): Retention => {
  const typed = draft.years.trim();
  const parsed = retentionSchema.safeParse({ years: typed === '' ? undefined : Number(typed) });
  if (!parsed.success) for (const issue of parsed.error.issues) context.addIssue({ ...issue });
  return parsed.success ? parsed.data : z.NEVER;
});

const years = (count: number) => `${count} year${count === 1 ? '' : 's'}`;

function RetentionForm({ current }: { current: number }) {
  const save = useApiMutation(matterRetentionApi.set);
  const [asking, setAsking] = useState<Retention>();
  const [saved, setSaved] = useState<string>();
  const { field, onSubmit, formError } = useAppForm<{ years: string }, Retention>({
    resolver: zodResolver(draftSchema),
    defaultValues: { years: String(current) },
    fields: ['years'],
    send: async (checked) => {
      setSaved(undefined);
      setAsking(checked);
    },
  });
  const confirm = async () => {
    if (!asking) return;
    try {
      await save.mutateAsync({ body: asking });
      setSaved(`Documents of finished matters are now kept for ${years(asking.years)}.`);
    } catch (error) {
      showServiceError(error);
    } finally {
      setAsking(undefined);
    }
  };
  return (
    <>
      <AppForm className={styles.retention} legend="Retention period" onSubmit={onSubmit}>
        <TextField
          id="retention-years"
          label="Years to keep documents after a matter is closed"
          type="number"
          inputMode="numeric"
          min={1}
          max={30}
          required
          hint="A daily run deletes the files of matters closed or declined longer ago; their records stay."
          {...field('years')}
        />
        <FormSubmit error={formError} success={saved} busy={save.isPending}>
          Change the retention period
        </FormSubmit>
      </AppForm>
      <ConfirmDialog
        open={asking !== undefined}
        title="Change the retention period?"
        message={`From the next daily run, the documents of every matter closed or declined more than ${years(asking?.years ?? current)} ago are deleted for good. Only their records stay.`}
        confirmLabel={`Keep for ${years(asking?.years ?? current)}`}
        busy={save.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(undefined)}
      />
    </>
  );
}

function RetentionPanel() {
  const read = useApiQuery(matterRetentionApi.get, {});
  if (read.isPending) return <p role="status">Loading the retention period…</p>;
  if (read.isError) {
    return (
      <LoadError
        message="We could not load the retention period."
        onRetry={() => void read.refetch()}
      />
    );
  }
  return <RetentionForm key={read.data.years} current={read.data.years} />;
}

/**
 * The firm's retention period of finished matters' documents, changed after a confirmation;
 * read only once opened, since the list is what staff come for.
 */
export function RetentionSetting() {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="retention-heading" className={workList.list}>
      <h2 id="retention-heading">
        <button
          type="button"
          className={buttons.secondary}
          aria-expanded={open}
          aria-controls="retention-panel"
          onClick={() => setOpen(!open)}
        >
          Retention of documents
        </button>
      </h2>
      <div id="retention-panel" hidden={!open}>
        {open ? <RetentionPanel /> : null}
      </div>
    </section>
  );
}
