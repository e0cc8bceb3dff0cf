import { zodResolver } from '@hookform/resolvers/zod';
import { refundsApi } from '@prakar/shared/api/refunds';
import { formatRupees, parseRupees, rupeesDecimal } from '@prakar/shared/money';
import {
  REFUND_SPEED_LABELS,
  REFUND_SPEEDS,
  type RefundablePayment,
  refundFormSchema,
} from '@prakar/shared/refunds';
import { PAYMENT_METHOD_LABELS } from '@prakar/shared/transactions';
import * as Dialog from '@radix-ui/react-dialog';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import styles from '#app/components/dialog/dialog.module.css';
import { DialogFormSubmit } from '#app/components/dialog/dialog-form-submit.tsx';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { SelectField, TextField } from '#app/components/form-field/text-field.tsx';
import { notify } from '#app/components/toasts/notify.ts';
import { BusyButton } from '#app/components/ui/busy-button.tsx';
import buttons from '#app/components/ui/button.module.css';
import { serviceErrorMessage } from '#app/lib/api-error.ts';
import { useApiMutation } from '#app/lib/api-query.ts';
import { keepFocusInView } from '#app/lib/keep-focus-in-view.ts';
import { useFormSubmit } from '#app/lib/use-form-submit.ts';

type RefundFormInput = z.input<ReturnType<typeof refundFormSchema>>;
const FIELDS = ['amount', 'reason', 'speed'] as const;

/** The amount, reason and speed, then a second step that asks before the money goes. */
function RefundSteps({
  reference,
  payment,
  onDone,
}: {
  reference: string;
  payment: RefundablePayment;
  onDone: () => void;
}) {
  // One key per opening of the dialog: sending again after a failure cannot refund twice.
  const idempotencyKey = useRef(crypto.randomUUID());
  const [confirming, setConfirming] = useState<RefundFormInput>();
  const [error, setError] = useState<string>();
  const create = useApiMutation(refundsApi.create, { invalidates: ['transactions'] });
  const schema = useMemo(
    () => refundFormSchema(payment.refundablePaise),
    [payment.refundablePaise],
  );
  const form = useForm<RefundFormInput, unknown, RefundFormInput>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: {
      line: '',
      amount: rupeesDecimal(payment.refundablePaise),
      reason: '',
      speed: 'normal',
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { onSubmit, formError } = useFormSubmit(form, FIELDS, async (values) => {
    setError(undefined);
    setConfirming(values);
  });

  if (confirming) {
    const paise = parseRupees(confirming.amount) ?? 0;
    const send = () => {
      create.mutate(
        {
          params: { reference },
          body: {
            amount: confirming.amount,
            reason: confirming.reason,
            speed: confirming.speed,
            paymentId: payment.id,
            idempotencyKey: idempotencyKey.current,
          },
        },
        {
          onSuccess: (refund) => {
            notify.success(
              refund.status === 'failed'
                ? `The refund of ${formatRupees(refund.amountPaise)} failed: try it again from the list.`
                : `Refund of ${formatRupees(refund.amountPaise)} sent to the payment gateway.`,
            );
            onDone();
          },
          onError: (failure) => setError(serviceErrorMessage(failure)),
        },
      );
    };
    return (
      <>
        <Dialog.Description className={styles.message}>
          Refund {formatRupees(paise)} of payment {payment.id} to the customer? The money cannot be
          taken back once the gateway sends it, and a GST credit note is issued.
        </Dialog.Description>
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        <div className={styles.actions}>
          <button
            type="button"
            className={buttons.secondary}
            onClick={() => setConfirming(undefined)}
          >
            Back
          </button>
          <BusyButton
            type="button"
            className={buttons.primary}
            busy={create.isPending}
            onClick={send}
          >
            Refund {formatRupees(paise)}
          </BusyButton>
        </div>
      </>
    );
  }

  return (
    <>
      <Dialog.Description className={styles.message}>
        {PAYMENT_METHOD_LABELS[payment.method] ?? payment.method} payment {payment.id}:{' '}
        {formatRupees(payment.refundablePaise)} can still be refunded.
      </Dialog.Description>
      <AppForm className={styles.form} legend="The refund" onSubmit={onSubmit}>
        <TextField
          id="refund-amount"
          label="Amount to refund (₹)"
          inputMode="decimal"
          autoComplete="off"
          required
          hint={`At most ${formatRupees(payment.refundablePaise)}, including GST.`}
          error={errors.amount?.message}
          {...register('amount')}
        />
        <TextField
          id="refund-reason"
          label="Reason"
          autoComplete="off"
          maxLength={200}
          required
          hint="Printed on the credit note and told to the customer."
          error={errors.reason?.message}
          {...register('reason')}
        />
        <SelectField
          id="refund-speed"
          label="Speed"
          required
          options={REFUND_SPEEDS.map((speed) => ({
            value: speed,
            label: REFUND_SPEED_LABELS[speed],
          }))}
          error={errors.speed?.message}
          {...register('speed')}
        />
        <DialogFormSubmit error={formError} busy={isSubmitting}>
          Continue
        </DialogFormSubmit>
      </AppForm>
    </>
  );
}

/** "Refund" for a payment with money left to refund, and its dialog. */
export function RefundDialog({
  reference,
  payment,
}: {
  reference: string;
  payment: RefundablePayment;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttons.secondary}>
        Refund<span className="visually-hidden"> payment {payment.id}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.backdrop} />
        <Dialog.Content className={styles.dialog} onFocus={keepFocusInView}>
          <Dialog.Title className={styles.title}>Refund a payment</Dialog.Title>
          <RefundSteps reference={reference} payment={payment} onDone={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
