import { formatRupees } from '@prakar/shared/money';
import type { ComponentProps } from 'react';
import { TextField } from '#app/components/form-field/text-field.tsx';

/** The fields the Edit and Add plan forms share, so both label and explain them alike. */

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label'>;

/** A price as the form shows it for editing: "24,000", "1,499.50". */
export function rupeesText(paise: number): string {
  return formatRupees(paise, { wholeRupees: true }).replace('₹', '');
}

export function PlanNameField(props: FieldProps) {
  return (
    <TextField
      label="Plan name"
      autoComplete="off"
      required
      maxLength={60}
      hint="Shown on the product page, in the cart and on new invoices."
      {...props}
    />
  );
}

export function PlanPriceField(props: FieldProps) {
  return (
    <TextField
      label="Yearly price before GST (₹)"
      inputMode="decimal"
      autoComplete="off"
      required
      hint="Such as 24000 or 24,000.50."
      {...props}
    />
  );
}
