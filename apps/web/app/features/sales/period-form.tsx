import { zodResolver } from '@hookform/resolvers/zod';
import {
  SALES_PERIOD_LABELS,
  SALES_PERIODS,
  type SalesQuery,
  salesQuerySchema,
} from '@prakar/shared/sales';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { labelledChoices } from '#app/components/data-table/filter-form.tsx';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { SelectField, TextField } from '#app/components/form-field/text-field.tsx';
import buttons from '#app/components/ui/button.module.css';
import styles from './sales.module.css';

type PeriodInput = z.input<typeof salesQuerySchema>;

/** Month, quarter or financial year, named by a month in it; shown with one button. */
export function PeriodForm({
  view,
  onShow,
}: {
  view: SalesQuery;
  onShow: (view: SalesQuery) => void;
}) {
  const form = useForm<PeriodInput, unknown, SalesQuery>({
    resolver: zodResolver(salesQuerySchema),
    values: view,
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <AppForm legend="Period" className={styles.form} onSubmit={form.handleSubmit(onShow)}>
      <div className={styles.fields}>
        <SelectField
          id="sales-period"
          label="Period"
          options={labelledChoices(SALES_PERIODS, SALES_PERIOD_LABELS)}
          {...register('period')}
        />
        <TextField
          id="sales-month"
          label="Month"
          type="month"
          required
          hint="The month, or a month of the quarter or financial year (YYYY-MM)."
          error={errors.month?.message}
          {...register('month')}
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary}>
          Show sales
        </button>
      </div>
    </AppForm>
  );
}
