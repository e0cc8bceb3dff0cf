import { zodResolver } from '@hookform/resolvers/zod';
import { careersAdminApi } from '@prakar/shared/api/careers-admin';
import {
  type ApplicationDetail,
  type ApplicationNotesUpdate,
  applicationNotesUpdateSchema,
  NOTES_MAX,
} from '@prakar/shared/careers-admin';
import { formatIndianDateTime } from '@prakar/shared/dates';
import { useForm } from 'react-hook-form';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { FormSubmit } from '#app/components/form-field/form-submit.tsx';
import { TextAreaField } from '#app/components/form-field/text-field.tsx';
import { notify } from '#app/components/toasts/notify.ts';
import { useApiMutation } from '#app/lib/api-query.ts';
import { useFormSubmit } from '#app/lib/use-form-submit.ts';
import styles from './careers-admin.module.css';

/** The staff's internal notes on an application; the applicant never sees them. */
export function ApplicationNotesForm({ application }: { application: ApplicationDetail }) {
  const setNotes = useApiMutation(careersAdminApi.setNotes);
  const form = useForm<ApplicationNotesUpdate>({
    resolver: zodResolver(applicationNotesUpdateSchema, undefined, { raw: true }),
    values: { notes: application.notes },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { onSubmit, formError } = useFormSubmit(form, ['notes'], async (body) => {
    await setNotes.mutateAsync({ params: { applicationId: application.id }, body });
    notify.success(`${application.name}: notes saved.`);
  });
  const updated = application.notesUpdatedAt;

  return (
    <AppForm className={styles.inlineForm} legend="Internal notes" onSubmit={onSubmit}>
      <TextAreaField
        id="application-notes"
        label="Internal notes"
        rows={5}
        maxLength={NOTES_MAX}
        hint={`Only the firm’s staff see these.${updated ? ` Last saved ${formatIndianDateTime(updated)}.` : ''}`}
        error={errors.notes?.message}
        {...register('notes')}
      />
      <FormSubmit error={formError} busy={isSubmitting}>
        Save notes
      </FormSubmit>
    </AppForm>
  );
}
