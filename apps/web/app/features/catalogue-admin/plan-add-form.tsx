import { zodResolver } from '@hookform/resolvers/zod';
import { catalogueApi } from '@prakar/shared/api/catalogue';
import {
  type Plan,
  type PlanAddInput,
  type Product,
  planAddSchema,
} from '@prakar/shared/catalogue';
import { planLimitLabel } from '@prakar/shared/plan-format';
import styles from '#app/components/dialog/dialog.module.css';
import { DialogFormSubmit } from '#app/components/dialog/dialog-form-submit.tsx';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { CheckboxField, TextAreaField, TextField } from '#app/components/form-field/text-field.tsx';
import { useAppForm } from '#app/components/form-field/use-app-form.ts';
import { useApiMutation } from '#app/lib/api-query.ts';
import { PlanNameField, PlanPriceField } from './plan-fields';

const FIELDS = ['name', 'description', 'price', 'limit', 'isAvailable'] as const;

/** What the product's plans count, for the limit's label: "TANs". */
function unitOf(product: Product): string {
  const unit = product.plans[0]?.limitUnit;
  return unit
    ? planLimitLabel({ limitUnit: unit, limitValue: null }).replace('Unlimited ', '')
    : '';
}

/**
 * A new yearly plan of a product, checked with the server's schema and sent as typed (the price
 * in rupees, the limit as a number or nothing); the server's objections appear next to their
 * fields. It counts what the product's other plans count and is shown after them.
 */
export function PlanAddForm({
  product,
  onAdded,
}: {
  product: Product;
  onAdded: (plan: Plan) => void;
}) {
  const add = useApiMutation(catalogueApi.addPlan);
  const { field, onSubmit, formError, busy } = useAppForm<PlanAddInput, PlanAddInput>({
    resolver: zodResolver(planAddSchema, undefined, { raw: true }),
    defaultValues: { name: '', description: '', price: '', limit: '', isAvailable: true },
    fields: FIELDS,
    send: async (values) => {
      onAdded(await add.mutateAsync({ params: { code: product.code }, body: values }));
    },
  });
  const unit = unitOf(product);

  return (
    <AppForm className={styles.form} legend={`A new plan of ${product.name}`} onSubmit={onSubmit}>
      <PlanNameField id="new-plan-name" {...field('name')} />
      <TextAreaField
        id="new-plan-description"
        label="What it includes"
        required
        maxLength={200}
        rows={3}
        {...field('description')}
      />
      <PlanPriceField id="new-plan-price" {...field('price')} />
      <TextField
        id="new-plan-limit"
        label={unit ? `Most ${unit} covered` : 'Most covered'}
        inputMode="numeric"
        autoComplete="off"
        hint="Leave it empty for no limit."
        {...field('limit')}
      />
      <CheckboxField id="new-plan-available" label="Available to buy" {...field('isAvailable')} />
      <DialogFormSubmit error={formError} busy={busy}>
        Add plan
      </DialogFormSubmit>
    </AppForm>
  );
}
