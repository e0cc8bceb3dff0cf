import { zodResolver } from '@hookform/resolvers/zod';
import { catalogueApi } from '@prakar/shared/api/catalogue';
import { type Plan, type PlanEditInput, planEditSchema } from '@prakar/shared/catalogue';
import styles from '#app/components/dialog/dialog.module.css';
import { DialogFormSubmit } from '#app/components/dialog/dialog-form-submit.tsx';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { CheckboxField } from '#app/components/form-field/text-field.tsx';
import { useAppForm } from '#app/components/form-field/use-app-form.ts';
import { useApiMutation } from '#app/lib/api-query.ts';
import { PlanNameField, PlanPriceField, rupeesText } from './plan-fields';

const FIELDS = ['name', 'price', 'isAvailable'] as const;

/**
 * A plan's name, yearly price in rupees and whether it can be bought. Checked with the server's
 * schemas, but the price is sent as typed, which the server reads with the same schema; its
 * objections appear next to their fields. A new name is saved first, so a name another plan of
 * the product has stops the form before the price changes.
 */
export function PlanEditForm({ plan, onSaved }: { plan: Plan; onSaved: (plan: Plan) => void }) {
  const rename = useApiMutation(catalogueApi.renamePlan);
  const update = useApiMutation(catalogueApi.updatePlan);
  const { field, onSubmit, formError, busy } = useAppForm<PlanEditInput, PlanEditInput>({
    resolver: zodResolver(planEditSchema, undefined, { raw: true }),
    defaultValues: {
      name: plan.name,
      price: rupeesText(plan.pricePaise),
      isAvailable: plan.isAvailable,
    },
    fields: FIELDS,
    send: async ({ name, ...values }) => {
      const params = { code: plan.code };
      if (name.trim() !== plan.name) await rename.mutateAsync({ params, body: { name } });
      onSaved(await update.mutateAsync({ params, body: values }));
    },
  });

  return (
    <AppForm
      className={styles.form}
      legend="The plan’s name, price and availability"
      onSubmit={onSubmit}
    >
      <PlanNameField id="plan-name" {...field('name')} />
      <PlanPriceField id="plan-price" {...field('price')} />
      <CheckboxField id="plan-available" label="Available to buy" {...field('isAvailable')} />
      <DialogFormSubmit error={formError} busy={busy}>
        Save plan
      </DialogFormSubmit>
    </AppForm>
  );
}
