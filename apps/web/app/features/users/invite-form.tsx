import { zodResolver } from '@hookform/resolvers/zod';
import { usersApi } from '@prakar/shared/api/users';
import {
  INVITE_ROLE_LABELS,
  INVITE_ROLES,
  type InviteUser,
  type InviteUserInput,
  inviteUserSchema,
  ORGANISATION_ROLES,
  type UserSummary,
} from '@prakar/shared/users';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useOrganisations } from '#app/components/data-table/organisation-filter.tsx';
import styles from '#app/components/dialog/dialog.module.css';
import { DialogFormSubmit } from '#app/components/dialog/dialog-form-submit.tsx';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { EmailField } from '#app/components/form-field/contact-fields.tsx';
import { SelectField } from '#app/components/form-field/text-field.tsx';
import { useAppForm } from '#app/components/form-field/use-app-form.ts';
import { useApiMutation } from '#app/lib/api-query.ts';
import { USER_CHANGE_REFRESHES } from './user-actions';

const FIELDS = ['email', 'role', 'organisationId'] as const;
const CHOOSE_ORGANISATION = 'Choose the organisation to invite to.';

/**
 * Platform administrators belong to no customer organisation, so they must say which one, unless
 * they invite a member of staff, who joins the firm.
 */
const platformSchema = inviteUserSchema.refine(
  (invite) => invite.role === 'platform_admin' || invite.organisationId !== undefined,
  { path: ['organisationId'], message: CHOOSE_ORGANISATION },
);

function OrganisationSelect({
  error,
  chosen,
  field,
}: {
  error: string | undefined;
  /** The organisation chosen at the start, shown as soon as the list has it. */
  chosen: string;
  field: UseFormRegisterReturn<'organisationId'>;
}) {
  const query = useOrganisations();
  // Until the list arrives the first choice stands in for itself, so the box keeps showing it.
  const organisations =
    query.data?.organisations ?? (chosen ? [{ id: chosen, name: 'Loading…' }] : []);
  return (
    <SelectField
      id="invite-organisation"
      label="Organisation"
      required
      error={error}
      hint={query.isError ? 'We could not load the list of organisations.' : undefined}
      options={organisations.map((organisation) => ({
        value: organisation.id,
        label: organisation.name,
      }))}
      {...field}
    >
      <option value="">Choose an organisation</option>
    </SelectField>
  );
}

/**
 * E-mail address and role (and for platform administrators the organisation); the server's
 * objections appear next to their fields, anything else above the buttons.
 */
export function InviteForm({
  chooseOrganisation,
  organisationId,
  onInvited,
}: {
  chooseOrganisation: boolean;
  organisationId: string;
  onInvited: (user: UserSummary) => void;
}) {
  const invite = useApiMutation(usersApi.invite, { invalidates: USER_CHANGE_REFRESHES });
  const { form, field, onSubmit, formError, busy } = useAppForm<InviteUserInput, InviteUser>({
    resolver: zodResolver(chooseOrganisation ? platformSchema : inviteUserSchema),
    defaultValues: {
      email: '',
      role: 'org_user',
      organisationId: chooseOrganisation && organisationId ? organisationId : undefined,
    },
    fields: FIELDS,
    send: async (values) => {
      const body =
        values.role === 'platform_admin' ? { ...values, organisationId: undefined } : values;
      onInvited(await invite.mutateAsync({ body }));
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const inviteStaff = form.watch('role') === 'platform_admin';
  // The firm's staff may also invite staff; an organisation's administrators only its own roles.
  const roles = chooseOrganisation ? INVITE_ROLES : ORGANISATION_ROLES;

  return (
    <AppForm className={styles.form} legend="The colleague to invite" onSubmit={onSubmit}>
      <EmailField id="invite-email" autoComplete="off" required {...field('email')} />
      <SelectField
        id="invite-role"
        label="Role"
        required
        options={roles.map((role) => ({ value: role, label: INVITE_ROLE_LABELS[role] }))}
        hint={inviteStaff ? 'They join the firm and work in the back office.' : undefined}
        {...field('role')}
      />
      {chooseOrganisation && !inviteStaff ? (
        <OrganisationSelect
          error={errors.organisationId?.message}
          chosen={organisationId}
          // The empty choice means "not chosen yet", which the schema calls undefined.
          field={register('organisationId', { setValueAs: (value: string) => value || undefined })}
        />
      ) : null}
      <DialogFormSubmit error={formError} busy={busy}>
        Send invitation
      </DialogFormSubmit>
    </AppForm>
  );
}
