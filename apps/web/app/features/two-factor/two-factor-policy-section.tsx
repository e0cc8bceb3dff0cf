import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorApi } from '@prakar/shared/api/two-factor';
import {
  TWO_FACTOR_POLICIES,
  TWO_FACTOR_POLICY_LABELS,
  type TwoFactorPolicy,
  twoFactorPolicySchema,
} from '@prakar/shared/two-factor';
import { LoadError } from '#app/components/content/load-error.tsx';
import { labelledChoices } from '#app/components/data-table/filter-form.tsx';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { FormSubmit } from '#app/components/form-field/form-submit.tsx';
import { SelectField } from '#app/components/form-field/text-field.tsx';
import { useAppForm } from '#app/components/form-field/use-app-form.ts';
import { notify } from '#app/components/toasts/notify.ts';
import { useApiMutation, useApiQuery } from '#app/lib/api-query.ts';
import styles from './two-factor.module.css';

export const POLICY_SAVED = 'The two-step sign-in policy is saved.';
const FIELDS = ['policy'] as const;

function PolicyForm({ policy }: { policy: TwoFactorPolicy }) {
  const save = useApiMutation(twoFactorApi.setPolicy, {
    onSuccess: () => notify.success(POLICY_SAVED),
  });
  const { field, onSubmit, formError, busy } = useAppForm<{ policy: TwoFactorPolicy }>({
    resolver: zodResolver(twoFactorPolicySchema),
    defaultValues: { policy },
    fields: FIELDS,
    send: (body) => save.mutateAsync({ body }),
  });
  return (
    <AppForm className={styles.form} legend="Two-step sign-in policy" onSubmit={onSubmit}>
      <SelectField
        id="two-factor-policy"
        label="Two-step sign-in required for"
        required
        hint="Those it covers who have not set it up are asked to, right after their password, before anything else."
        options={labelledChoices(TWO_FACTOR_POLICIES, TWO_FACTOR_POLICY_LABELS)}
        {...field('policy')}
      />
      <FormSubmit error={formError} busy={busy}>
        Save policy
      </FormSubmit>
    </AppForm>
  );
}

/** The organisation administrator's choice of who must use two-step sign-in. */
export function TwoFactorPolicySection() {
  const current = useApiQuery(twoFactorApi.policy, {});
  return (
    <section aria-labelledby="two-factor-policy-heading" className={styles.section}>
      <h2 id="two-factor-policy-heading">Two-step sign-in for your organisation</h2>
      {current.isPending ? <p role="status">Loading…</p> : null}
      {current.isError ? (
        <LoadError
          message="We could not load your organisation’s policy."
          onRetry={() => void current.refetch()}
        />
      ) : null}
      {current.data ? <PolicyForm policy={current.data.policy} /> : null}
    </section>
  );
}
