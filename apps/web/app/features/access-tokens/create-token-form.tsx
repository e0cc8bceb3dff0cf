import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCESS_TOKEN_LIFETIMES_DAYS,
  ACCESS_TOKEN_NAME_MAX,
  ACCESS_TOKEN_SCOPE_LABELS,
  ACCESS_TOKEN_SCOPES,
  type CreateAccessToken,
  createAccessTokenSchema,
  DEFAULT_ACCESS_TOKEN_LIFETIME_DAYS,
} from '@prakar/shared/access-tokens';
import { accessTokensApi } from '@prakar/shared/api/access-tokens';
import type { z } from 'zod';
import { labelledChoices } from '#app/components/data-table/filter-form.tsx';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { FormSubmit } from '#app/components/form-field/form-submit.tsx';
import { SelectField, TextField } from '#app/components/form-field/text-field.tsx';
import { useAppForm } from '#app/components/form-field/use-app-form.ts';
import { useApiMutation } from '#app/lib/api-query.ts';
import styles from './access-tokens.module.css';

const FIELDS = ['name', 'scope', 'expiresInDays'] as const;

const LIFETIME_LABELS: Record<(typeof ACCESS_TOKEN_LIFETIMES_DAYS)[number], string> = {
  30: '30 days',
  90: '90 days',
  365: '1 year',
};

/** Name, what it may do and how long it lasts; the server's objections appear by their fields. */
export function CreateTokenForm({ onCreated }: { onCreated: (token: string) => void }) {
  const create = useApiMutation(accessTokensApi.create);
  const { form, field, onSubmit, formError, busy } = useAppForm<
    z.input<typeof createAccessTokenSchema>,
    CreateAccessToken
  >({
    resolver: zodResolver(createAccessTokenSchema),
    defaultValues: { name: '', scope: 'read', expiresInDays: DEFAULT_ACCESS_TOKEN_LIFETIME_DAYS },
    fields: FIELDS,
    send: async (values) => {
      const created = await create.mutateAsync({ body: values });
      // The secret lives in the notice only, not in the mutation's cached answer as well.
      create.reset();
      form.reset();
      onCreated(created.token);
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <AppForm className={styles.form} legend="A new API access token" onSubmit={onSubmit}>
      <div className={styles.fields}>
        <TextField
          id="token-name"
          label="Token name"
          required
          autoComplete="off"
          maxLength={ACCESS_TOKEN_NAME_MAX}
          hint="What uses it, so you recognise it later (e.g. Payroll export)."
          {...field('name')}
        />
        <SelectField
          id="token-scope"
          label="Access"
          required
          options={labelledChoices(ACCESS_TOKEN_SCOPES, ACCESS_TOKEN_SCOPE_LABELS)}
          {...field('scope')}
        />
        <SelectField
          id="token-expiry"
          label="Expires after"
          required
          error={errors.expiresInDays?.message}
          options={ACCESS_TOKEN_LIFETIMES_DAYS.map((days) => ({
            value: days,
            label: LIFETIME_LABELS[days],
          }))}
          {...register('expiresInDays', { setValueAs: Number })}
        />
      </div>
      <FormSubmit error={formError} busy={busy}>
        Create token
      </FormSubmit>
    </AppForm>
  );
}
