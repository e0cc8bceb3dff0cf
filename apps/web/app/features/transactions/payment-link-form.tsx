import { zodResolver } from '@hookform/resolvers/zod';
import { paymentsApi } from '@prakar/shared/api/payments';
import { GST_RATE_PERCENT } from '@prakar/shared/gst';
import {
  type CreatePaymentLinkInput,
  createPaymentLinkSchema,
  type PaymentLink,
} from '@prakar/shared/payments';
import styles from '#app/components/dialog/dialog.module.css';
import { DialogFormSubmit } from '#app/components/dialog/dialog-form-submit.tsx';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { EmailField } from '#app/components/form-field/contact-fields.tsx';
import groups from '#app/components/form-field/field-group.module.css';
import { AddressFields, GstinField } from '#app/components/form-field/organisation-fields.tsx';
import { TextField } from '#app/components/form-field/text-field.tsx';
import { useAppForm } from '#app/components/form-field/use-app-form.ts';
import layout from '#app/components/ui/layout.module.css';
import { useApiMutation } from '#app/lib/api-query.ts';

const FIELDS = [
  'payerName',
  'payerEmail',
  'description',
  'amount',
  'gstin',
  'addressLine1',
  'addressLine2',
  'city',
  'stateCode',
  'pinCode',
] as const;

/**
 * Who pays, for what and how much before GST; the payer's state decides the tax split. The form
 * is checked with the server's schema but sends what was typed (the amount in rupees, as text),
 * which the server reads with the same schema. Its objections appear next to their fields.
 */
export function PaymentLinkForm({
  onCreated,
}: {
  onCreated: (link: PaymentLink, payer: CreatePaymentLinkInput) => void;
}) {
  // A link is an order awaiting payment: the orders and transactions lists now show it.
  const create = useApiMutation(paymentsApi.createLink, {
    invalidates: ['orders', 'transactions'],
  });
  const { field, onSubmit, formError, busy } = useAppForm<
    CreatePaymentLinkInput,
    CreatePaymentLinkInput
  >({
    resolver: zodResolver(createPaymentLinkSchema, undefined, { raw: true }),
    defaultValues: {
      payerName: '',
      payerEmail: '',
      description: '',
      amount: '',
      stateCode: '',
      gstin: '',
      addressLine1: '',
      addressLine2: '',
      city: '',
      pinCode: '',
    },
    fields: FIELDS,
    send: async (values) => {
      onCreated(await create.mutateAsync({ body: values }), values);
    },
  });

  return (
    <AppForm className={styles.form} legend="The payment link" onSubmit={onSubmit}>
      <TextField
        id="link-payer-name"
        label="Payer’s name"
        autoComplete="off"
        required
        {...field('payerName')}
      />
      <EmailField
        id="link-payer-email"
        label="Payer’s e-mail address"
        autoComplete="off"
        required
        hint="We e-mail the link here."
        {...field('payerEmail')}
      />
      <TextField
        id="link-description"
        label="What the fee is for"
        autoComplete="off"
        maxLength={200}
        required
        hint="Printed on the invoice, such as “Appeal before CIT(A), AY 2024-25”."
        {...field('description')}
      />
      <TextField
        id="link-amount"
        label="Amount before GST (₹)"
        inputMode="decimal"
        autoComplete="off"
        required
        hint={`GST at ${GST_RATE_PERCENT}% is added to this amount.`}
        {...field('amount')}
      />
      <GstinField
        id="link-gstin"
        label="Payer’s GSTIN"
        autoComplete="off"
        hint="If they have one: 15 characters, such as 27AAPFU0939F1ZV."
        {...field('gstin')}
      />
      <fieldset className={groups.group}>
        <legend>Payer’s address</legend>
        <p className={layout.note}>
          Printed on the tax invoice; needed when the payer has no GSTIN.
        </p>
        <AddressFields
          idPrefix="link"
          field={field}
          forSomeoneElse
          stateHint="Decides whether CGST and SGST or IGST is charged."
        />
      </fieldset>
      <DialogFormSubmit error={formError} busy={busy}>
        Send payment link
      </DialogFormSubmit>
    </AppForm>
  );
}
