import { zodResolver } from '@hookform/resolvers/zod';
import { mattersApi } from '@prakar/shared/api/matters';
import { type CreateMatter, createMatterSchema } from '@prakar/shared/matters';
import { recordPath } from '@prakar/shared/routes';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { FormSubmit } from '#app/components/form-field/form-submit.tsx';
import { SelectField } from '#app/components/form-field/text-field.tsx';
import { useAppForm } from '#app/components/form-field/use-app-form.ts';
import { EMPTY_NOTICE, NoticeFields } from '#app/components/matters/notice-fields.tsx';
import { peopleOptions, useStaffPeople } from '#app/components/staff/staff-people.ts';
import { notify } from '#app/components/toasts/notify.ts';
import { useApiMutation } from '#app/lib/api-query.ts';
import styles from './matters.module.css';
import { OrganisationPicker } from './organisation-picker';

/** The form as typed: every field a string, '' where nothing was chosen. */
type Draft = Record<keyof CreateMatter, string>;

const FIELDS = Object.keys(createMatterSchema.shape) as (keyof Draft)[];

const EMPTY: Draft = { ...EMPTY_NOTICE, organisationId: '', assigneeId: '' };

/** What the API takes: blanks left out, "nobody" as null, the assignee's id as a number. */
const bodyOf = (draft: Draft) => ({
  ...draft,
  kind: draft.kind || undefined,
  act: draft.act || undefined,
  din: draft.din.trim() || undefined,
  servedOn: draft.servedOn || undefined,
  dateInNotice: draft.dateInNotice || undefined,
  assigneeId: draft.assigneeId ? Number(draft.assigneeId) : null,
});

/** The shared schema checks the draft as the API will get it, so its messages land on the fields. */
const draftSchema = z
  .custom<Draft>()
  .transform((draft): unknown => bodyOf(draft))
  .pipe(createMatterSchema);

/**
 * A matter the firm opens itself, for a customer organisation found by name: what kind, what it
 * concerns, the notice's details and who has it. The shared schema checks it here and the server
 * again, and either's objections appear at their fields; once opened, its page shows.
 */
export function NewMatterForm() {
  const navigate = useNavigate();
  const { people } = useStaffPeople();
  const create = useApiMutation(mattersApi.create);
  const { form, field, onSubmit, formError, busy } = useAppForm<Draft, CreateMatter>({
    resolver: zodResolver(draftSchema),
    defaultValues: EMPTY,
    fields: FIELDS,
    send: async (body) => {
      const matter = await create.mutateAsync({ body });
      notify.success(`Opened ${matter.number} for ${matter.organisation.name}.`);
      await navigate(recordPath('back-office/matters', matter.id));
    },
  });
  // Registered without an element: the picker sets its value, and its search box takes the focus.
  const organisation = form.register('organisationId');

  return (
    <AppForm className={styles.form} legend="The new matter" onSubmit={onSubmit}>
      <OrganisationPicker
        id="matter-organisation"
        error={form.formState.errors.organisationId?.message}
        focusRef={organisation.ref}
        onChoose={(id) =>
          form.setValue('organisationId', id, { shouldValidate: form.formState.isSubmitted })
        }
      />
      <NoticeFields idPrefix="matter" voice="staff" field={field} />
      <SelectField
        id="matter-assignee-new"
        label="Assigned to"
        options={peopleOptions(people)}
        {...field('assigneeId')}
      >
        <option value="">Nobody yet</option>
      </SelectField>
      <FormSubmit error={formError} busy={busy}>
        Open the matter
      </FormSubmit>
    </AppForm>
  );
}
