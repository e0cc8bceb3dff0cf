import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Profile,
  type ProfileData,
  type ProfileInput,
  profileSchema,
} from '@prakar/shared/profile';
import { useNavigate } from 'react-router';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { MobileField } from '#app/components/form-field/contact-fields.tsx';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import {
  GstinField,
  OrganisationFields,
  organisationValues,
  PanField,
} from '#app/components/form-field/organisation-fields.tsx';
import { TextField } from '#app/components/form-field/text-field.tsx';
import { useAppForm } from '#app/components/form-field/use-app-form.ts';
import { notify } from '#app/components/toasts/notify.ts';
import { BusyButton } from '#app/components/ui/busy-button.tsx';
import buttons from '#app/components/ui/button.module.css';
import styles from './profile.module.css';
import { useSaveProfile } from './use-save-profile';

const FIELDS = [
  'name',
  'mobile',
  'organisation.legalName',
  'organisation.pan',
  'organisation.gstin',
  'organisation.tan',
  'organisation.addressLine1',
  'organisation.addressLine2',
  'organisation.city',
  'organisation.stateCode',
  'organisation.pinCode',
] as const;

export const PROFILE_SAVED = 'Your profile has been saved.';
export const PROFILE_COMPLETE =
  'Your profile is complete: My Apps, User Management and Transaction History are open to you.';

function formValues(data: ProfileData, withOrganisation: boolean): ProfileInput {
  return {
    name: data.user.name,
    mobile: data.user.mobile ?? '',
    organisation: withOrganisation ? organisationValues(data.organisation) : undefined,
  };
}

/**
 * The user's own details and, for administrators, the organisation's billing details with the
 * Indian formats checked here and again by the server. Users who are not administrators see
 * the organisation's details without being able to change them. A user sent here on the way
 * somewhere (the checkout needs a complete profile) goes on to `returnTo` once the saved profile
 * is complete.
 */
export function ProfileForm({
  data,
  canEditOrganisation,
  returnTo,
}: {
  data: ProfileData;
  canEditOrganisation: boolean;
  returnTo?: string | null;
}) {
  const navigate = useNavigate();
  const save = useSaveProfile();
  const { form, field, onSubmit, formError, busy } = useAppForm<ProfileInput, Profile>({
    resolver: zodResolver(profileSchema),
    defaultValues: formValues(data, canEditOrganisation),
    fields: FIELDS,
    send: async (values) => {
      const saved = await save.mutateAsync({ body: values });
      const becameComplete =
        saved.isProfileDataSaved === 'Yes' && data.isProfileDataSaved !== 'Yes';
      notify.success(becameComplete ? PROFILE_COMPLETE : PROFILE_SAVED);
      if (returnTo && saved.isProfileDataSaved === 'Yes') await navigate(returnTo);
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const organisationErrors = errors.organisation;

  return (
    <AppForm className={styles.form} legend="Your profile" onSubmit={onSubmit}>
      <fieldset className={styles.group}>
        <legend>Your details</legend>
        <div className={styles.grid}>
          <TextField
            id="profile-name"
            label="Name"
            autoComplete="name"
            required
            {...field('name')}
          />
          <TextField
            id="profile-email"
            label="E-mail address"
            type="email"
            value={data.user.email}
            readOnly
            hint="Your sign-in address."
          />
          <MobileField id="profile-mobile" required {...field('mobile')} />
        </div>
      </fieldset>

      {canEditOrganisation ? (
        <fieldset className={styles.group}>
          <legend>Organisation details</legend>
          <p className={styles.note}>
            These appear on your GST invoices. PAN, state and PIN code are needed to complete the
            profile; GSTIN and TAN when you have them.
          </p>
          <div className={styles.grid}>
            <OrganisationFields
              prefix="organisation"
              idPrefix="profile"
              register={register}
              errors={organisationErrors}
              storedStateCode={data.organisation.stateCode}
            >
              <PanField id="profile-pan" {...field('organisation.pan')} />
              <GstinField id="profile-gstin" {...field('organisation.gstin')} />
              <TextField
                id="profile-tan"
                label="TAN"
                autoCapitalize="characters"
                maxLength={10}
                hint="10 characters, such as MUMA12345B."
                {...field('organisation.tan')}
              />
            </OrganisationFields>
          </div>
        </fieldset>
      ) : null}

      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <div>
        <BusyButton className={buttons.primary} busy={busy}>
          Save profile
        </BusyButton>
      </div>
    </AppForm>
  );
}
