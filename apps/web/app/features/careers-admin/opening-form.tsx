import { zodResolver } from '@hookform/resolvers/zod';
import { careersAdminApi } from '@prakar/shared/api/careers-admin';
import { EMPLOYMENT_TYPES } from '@prakar/shared/careers';
import {
  type OpeningInput,
  openingInputSchema,
  type StaffOpening,
} from '@prakar/shared/careers-admin';
import styles from '#app/components/dialog/dialog.module.css';
import { DialogFormSubmit } from '#app/components/dialog/dialog-form-submit.tsx';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { SelectField, TextAreaField, TextField } from '#app/components/form-field/text-field.tsx';
import { useAppForm } from '#app/components/form-field/use-app-form.ts';
import { useApiMutation } from '#app/lib/api-query.ts';

const FIELDS = [
  'title',
  'department',
  'location',
  'employmentType',
  'description',
  'responsibilities',
  'requirements',
] as const;

const EMPTY: OpeningInput = {
  title: '',
  department: '',
  location: '',
  employmentType: 'Full-time',
  description: '',
  responsibilities: '',
  requirements: '',
};

/** The opening as the form edits it: its lists one item a line. */
function formValues(opening: StaffOpening): OpeningInput {
  return {
    title: opening.title,
    department: opening.department,
    location: opening.location,
    employmentType: opening.employmentType,
    description: opening.description,
    responsibilities: opening.responsibilities.join('\n'),
    requirements: opening.requirements.join('\n'),
  };
}

const EMPLOYMENT_CHOICES = EMPLOYMENT_TYPES.map((type) => ({ value: type, label: type }));

/**
 * A new opening, or the changes to one (`opening`), checked with the server's own schema; the
 * careers page reads openings from the API, so what is saved there is what it shows next.
 */
export function OpeningForm({
  opening,
  onSaved,
}: {
  opening?: StaffOpening;
  onSaved: (opening: StaffOpening) => void;
}) {
  const options = { invalidates: ['careers'] };
  const create = useApiMutation(careersAdminApi.createOpening, options);
  const update = useApiMutation(careersAdminApi.updateOpening, options);
  const { field, onSubmit, formError, busy } = useAppForm<OpeningInput, OpeningInput>({
    resolver: zodResolver(openingInputSchema, undefined, { raw: true }),
    defaultValues: opening ? formValues(opening) : EMPTY,
    fields: FIELDS,
    send: async (body) => {
      onSaved(
        opening
          ? await update.mutateAsync({ params: { openingId: opening.id }, body })
          : await create.mutateAsync({ body }),
      );
    },
  });

  return (
    <AppForm
      className={styles.form}
      legend="The opening as the careers page shows it"
      onSubmit={onSubmit}
    >
      <TextField
        id="opening-title"
        label="Job title"
        autoComplete="off"
        required
        {...field('title')}
      />
      <TextField
        id="opening-department"
        label="Department"
        autoComplete="off"
        required
        {...field('department')}
      />
      <TextField
        id="opening-location"
        label="Location"
        autoComplete="off"
        required
        hint="Such as Mumbai, or Pune (hybrid)."
        {...field('location')}
      />
      <SelectField
        id="opening-employment-type"
        label="Employment type"
        required
        options={EMPLOYMENT_CHOICES}
        {...field('employmentType')}
      />
      <TextAreaField
        id="opening-description"
        label="About the role"
        rows={4}
        required
        {...field('description')}
      />
      <TextAreaField
        id="opening-responsibilities"
        label="Responsibilities"
        rows={4}
        required
        hint="One a line."
        {...field('responsibilities')}
      />
      <TextAreaField
        id="opening-requirements"
        label="Requirements"
        rows={4}
        required
        hint="One a line."
        {...field('requirements')}
      />
      <DialogFormSubmit error={formError} busy={busy}>
        {opening ? 'Save opening' : 'Post opening'}
      </DialogFormSubmit>
    </AppForm>
  );
}
