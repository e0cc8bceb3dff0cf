import { zodResolver } from '@hookform/resolvers/zod';
import { leadsApi } from '@prakar/shared/api/leads';
import { formatIndianDateTime } from '@prakar/shared/dates';
import { type AddLeadNoteInput, addLeadNoteSchema, type LeadDetail } from '@prakar/shared/leads';
import { useForm } from 'react-hook-form';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { FormSubmit } from '#app/components/form-field/form-submit.tsx';
import { TextAreaField } from '#app/components/form-field/text-field.tsx';
import { notify } from '#app/components/toasts/notify.ts';
import buttons from '#app/components/ui/button.module.css';
import { useApiMutation } from '#app/lib/api-query.ts';
import { useFormSubmit } from '#app/lib/use-form-submit.ts';
import styles from './leads.module.css';

const FIELDS = ['text'] as const;

/** The staff's own notes about the message, oldest first, and a form to add one. */
export function LeadNotes({ lead }: { lead: LeadDetail }) {
  const add = useApiMutation(leadsApi.addNote);
  const form = useForm<AddLeadNoteInput>({
    resolver: zodResolver(addLeadNoteSchema, undefined, { raw: true }),
    defaultValues: { text: '' },
  });
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const { onSubmit, formError } = useFormSubmit(form, FIELDS, async (values) => {
    await add.mutateAsync({ params: { id: lead.id }, body: values });
    reset();
    notify.success('Note added.');
  });

  return (
    <section aria-labelledby="lead-notes-heading" className={styles.panel}>
      <h2 id="lead-notes-heading">Internal notes</h2>
      <p>For the firm’s staff only: the sender never sees them.</p>
      {lead.notes.length > 0 ? (
        <ol className={styles.thread}>
          {lead.notes.map((note) => (
            <li key={note.id} className={styles.entry}>
              <div className={styles.entryHead}>
                <span>{note.author?.name ?? 'A former member of staff'}</span>
                <time dateTime={note.at}>{formatIndianDateTime(note.at)}</time>
              </div>
              <p className={styles.words}>{note.text}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p>No notes yet.</p>
      )}
      <AppForm legend="Add a note" onSubmit={onSubmit}>
        <TextAreaField
          id="lead-note"
          label="New note"
          rows={3}
          maxLength={4000}
          required
          error={errors.text?.message}
          {...register('text')}
        />
        <FormSubmit error={formError} busy={isSubmitting} className={buttons.secondary}>
          Add note
        </FormSubmit>
      </AppForm>
    </section>
  );
}
