// Must come before the schemas are built: see the module.
import { zodResolver } from '@hookform/resolvers/zod';
import { careersApi } from '@prakar/shared/api/careers';
import {
  careerApplicationSchema,
  type Opening,
  RESUME_ACCEPT,
  RESUME_FIELD,
  RESUME_REQUIRED_MESSAGE,
} from '@prakar/shared/careers';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import panel from '#app/components/dialog/side-panel.module.css';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { EmailField, MobileField } from '#app/components/form-field/contact-fields.tsx';
import { FormSubmit } from '#app/components/form-field/form-submit.tsx';
import { TextAreaField, TextField } from '#app/components/form-field/text-field.tsx';
import { notify, showServiceError } from '#app/components/toasts/notify.ts';
import { serviceErrorMessage } from '#app/lib/api-error.ts';
import { useApiMutation } from '#app/lib/api-query.ts';
import { serverFieldErrors } from '#app/lib/server-field-errors.ts';
import { resumeProblem } from './resume-check';

/** The shared schema for the text fields, plus the browser's first check of the chosen file. */
const applicationFormSchema = careerApplicationSchema.extend({
  resume: z.custom<FileList | undefined>().transform((files, context) => {
    const file = files?.[0];
    const problem = resumeProblem(file);
    if (problem || !file) {
      context.addIssue({ code: 'custom', message: problem ?? RESUME_REQUIRED_MESSAGE });
      return z.NEVER;
    }
    return file;
  }),
});
type FormInput = z.input<typeof applicationFormSchema>;
type FormOutput = z.output<typeof applicationFormSchema>;

const FIELDS = ['name', 'email', 'mobile', 'coverNote', RESUME_FIELD] as const;

export const APPLICATION_THANKS = 'Thank you — we have received your application.';

function toFormData(values: FormOutput): FormData {
  const body = new FormData();
  body.set('openingId', values.openingId);
  body.set('name', values.name);
  body.set('email', values.email);
  body.set('mobile', values.mobile);
  body.set('coverNote', values.coverNote);
  body.set(RESUME_FIELD, values.resume, values.resume.name);
  return body;
}

/**
 * A job application, sent as multipart/form-data with the résumé. The browser checks what it can
 * (required fields, formats, the file's name and size); the server's answers for the rest — the
 * file's real type, a closed opening — appear next to the field they concern.
 */
export function ApplicationForm({
  opening,
  onApplied,
}: {
  opening: Opening;
  onApplied: (applicant: { name: string; email: string }) => void;
}) {
  const [formError, setFormError] = useState<string | undefined>();
  const apply = useApiMutation(careersApi.apply);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(applicationFormSchema),
    defaultValues: { openingId: opening.id, name: '', email: '', mobile: '', coverNote: '' },
    shouldFocusError: true,
  });

  const onSubmit = async (values: FormOutput) => {
    setFormError(undefined);
    try {
      await apply.mutateAsync({ body: toFormData(values) });
      notify.success(APPLICATION_THANKS);
      onApplied({ name: values.name, email: values.email });
    } catch (error) {
      // Validation, a file too large (413) or of the wrong type (415) name the field at fault.
      const { known, other } = serverFieldErrors<FormInput>(error, FIELDS);
      for (const [name, message] of known) setError(name, { type: 'server', message });
      const first = known[0];
      if (first && !other) {
        setFocus(first[0]);
        return;
      }
      setFormError(other ?? serviceErrorMessage(error));
      if (known.length === 0 && !other) showServiceError(error);
    }
  };

  const id = (field: string) => `application-${field}`;
  return (
    <AppForm className={panel.form} legend="Your application" onSubmit={handleSubmit(onSubmit)}>
      <TextField
        id={id('name')}
        label="Full name"
        required
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <EmailField
        id={id('email')}
        label="Email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <MobileField
        id={id('mobile')}
        label="Mobile number (India, +91)"
        required
        placeholder="98200 12345"
        error={errors.mobile?.message}
        {...register('mobile')}
      />
      <TextAreaField
        id={id('cover-note')}
        label="Cover note"
        required
        rows={5}
        error={errors.coverNote?.message}
        {...register('coverNote')}
      />
      <TextField
        id={id('resume')}
        label="Résumé (PDF or Word .docx, up to 5 MB)"
        type="file"
        required
        accept={RESUME_ACCEPT}
        error={errors.resume?.message}
        {...register('resume')}
      />
      <FormSubmit error={formError} busy={isSubmitting}>
        Send application
      </FormSubmit>
    </AppForm>
  );
}
