import { zodResolver } from '@hookform/resolvers/zod';
import { catalogueApi } from '@prakar/shared/api/catalogue';
import { type Plan, type PlanUpdateInput, planUpdateSchema } from '@prakar/shared/catalogue';
import { formatRupees } from '@prakar/shared/money';
import { useForm } from 'react-hook-form';
import styles from '#app/components/dialog/dialog.module.css';
import { DialogFormSubmit } from '#app/components/dialog/dialog-form-submit.tsx';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { CheckboxField, TextField } from '#app/components/form-field/text-field.tsx';
import { useApiMutation } from '#app/lib/api-query.ts';
import { useFormSubmit } from '#app/lib/use-form-submit.ts';

const FIELDS = ['price', 'isAvailable'] as const;

/** A price as the form shows it for editing: "24,000", "1,499.50". */
function rupeesText(paise: number): string {
  return formatRupees(paise, { wholeRupees: true }).replace('₹', '');
}

/**
 * A plan's yearly price in rupees and whether it can be bought. Checked with the server's schema,
 * but the price is sent as typed, which the server reads with the same schema; its objections
 * appear next to their fields.
 */
export function PlanEditForm({ plan, onSaved }: { plan: Plan; onSaved: (plan: Plan) => void }) {
  const update = useApiMutation(catalogueApi.updatePlan);
  const form = useForm<PlanUpdateInput, unknown, PlanUpdateInput>({
    resolver: zodResolver(planUpdateSchema, undefined, { raw: true }),
    defaultValues: { price: rupeesText(plan.pricePaise), isAvailable: plan.isAvailable },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { onSubmit, formError } = useFormSubmit(form, FIELDS, async (values) => {
    onSaved(await update.mutateAsync({ params: { code: plan.code }, body: values }));
  });

  return (
    <AppForm className={styles.form} legend="The plan’s price and availability" onSubmit={onSubmit}>
      <TextField
        id="plan-price"
        label="Yearly price before GST (₹)"
        inputMode="decimal"
        autoComplete="off"
        required
        hint="Such as 24000 or 24,000.50."
        error={errors.price?.message}
        {...register('price')}
      />
      <CheckboxField
        id="plan-available"
        label="Available to buy"
        error={errors.isAvailable?.message}
        {...register('isAvailable')}
      />
      <DialogFormSubmit error={formError} busy={isSubmitting}>
        Save plan
      </DialogFormSubmit>
    </AppForm>
  );
}
