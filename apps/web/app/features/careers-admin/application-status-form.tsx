import { zodResolver } from '@hookform/resolvers/zod';
import { careersAdminApi } from '@prakar/shared/api/careers-admin';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationDetail,
  type ApplicationStatus,
  applicationStatusUpdateSchema,
  isMailedStatus,
} from '@prakar/shared/careers-admin';
import { useForm } from 'react-hook-form';
import { labelledChoices } from '#app/components/data-table/filter-form.tsx';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { FormSubmit } from '#app/components/form-field/form-submit.tsx';
import { SelectField } from '#app/components/form-field/text-field.tsx';
import { notify } from '#app/components/toasts/notify.ts';
import { useApiMutation } from '#app/lib/api-query.ts';
import { useFormSubmit } from '#app/lib/use-form-submit.ts';
import styles from './careers-admin.module.css';

const STATUS_CHOICES = labelledChoices(APPLICATION_STATUSES, APPLICATION_STATUS_LABELS);

/** What saving the chosen status will do, said before it is done. */
function consequence(application: ApplicationDetail, chosen: ApplicationStatus): string {
  if (chosen === application.status) return 'This is the application’s status now.';
  return isMailedStatus(chosen)
    ? `${application.name} will be e-mailed that the application is now ${APPLICATION_STATUS_LABELS[chosen].toLowerCase()}.`
    : `${application.name} will not be e-mailed.`;
}

/** The application's status; the hint says before saving whether the applicant is e-mailed. */
export function ApplicationStatusForm({ application }: { application: ApplicationDetail }) {
  const setStatus = useApiMutation(careersAdminApi.setStatus);
  const form = useForm<{ status: ApplicationStatus }>({
    resolver: zodResolver(applicationStatusUpdateSchema),
    values: { status: application.status },
  });
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const { onSubmit, formError } = useFormSubmit(form, ['status'], async (body) => {
    if (body.status === application.status) return;
    const saved = await setStatus.mutateAsync({ params: { applicationId: application.id }, body });
    notify.success(
      `${saved.name}: ${APPLICATION_STATUS_LABELS[saved.status]}${
        isMailedStatus(saved.status) ? ', and e-mailed.' : '.'
      }`,
    );
  });

  return (
    <AppForm className={styles.inlineForm} legend="The application’s status" onSubmit={onSubmit}>
      <SelectField
        id="application-status"
        label="Status"
        options={STATUS_CHOICES}
        hint={consequence(application, watch('status'))}
        error={errors.status?.message}
        {...register('status')}
      />
      <FormSubmit error={formError} busy={isSubmitting}>
        Save status
      </FormSubmit>
    </AppForm>
  );
}
