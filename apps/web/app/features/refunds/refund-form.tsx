import { zodResolver } from '@hookform/resolvers/zod';
import { refundsApi } from '@prakar/shared/api/refunds';
import { formatRupees, parseRupees, rupeesDecimal } from '@prakar/shared/money';
import {
  REFUND_SPEED_LABELS,
  REFUND_SPEEDS,
  type RefundableLine,
  type RefundablePayment,
  type RefundPreview,
  refundFormSchema,
} from '@prakar/shared/refunds';
import { PAYMENT_METHOD_LABELS } from '@prakar/shared/transactions';
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { labelledChoices } from '#app/components/data-table/filter-form.tsx';
import styles from '#app/components/dialog/dialog.module.css';
import { DialogFormSubmit } from '#app/components/dialog/dialog-form-submit.tsx';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { SelectField, TextField } from '#app/components/form-field/text-field.tsx';
import { useAppForm } from '#app/components/form-field/use-app-form.ts';
import { notify } from '#app/components/toasts/notify.ts';
import { BusyButton } from '#app/components/ui/busy-button.tsx';
import buttons from '#app/components/ui/button.module.css';
import { serviceErrorMessage } from '#app/lib/api-error.ts';
import { useApiMutation } from '#app/lib/api-query.ts';
import { keepFocusInView } from '#app/lib/keep-focus-in-view.ts';
import { effectSentence, lineNoOf, refundableOf, WHOLE_ORDER } from './refund-choice';
import refunds from './refunds.module.css';

type RefundFormInput = z.input<ReturnType<typeof refundFormSchema>>;
const FIELDS = ['lineNo', 'amount', 'reason', 'speed'] as const;

interface RefundTarget {
  reference: string;
  payment: RefundablePayment;
  lines: readonly RefundableLine[];
  /** False once a line has been refunded: the rest is then refunded line by line. */
  wholeOrderRefundable: boolean;
}

/** The amount is bounded by what the choice of the moment (whole order or a line) still holds. */
function refundResolver(
  payment: RefundablePayment,
  lines: readonly RefundableLine[],
): Resolver<RefundFormInput> {
  return (values, context, options) => {
    const { paise, of } = refundableOf(payment, lines, values.lineNo);
    return zodResolver(refundFormSchema(paise, of), undefined, { raw: true })(
      values,
      context,
      options,
    );
  };
}

/** The refund asked for, then what it does to each subscription, and Refund. */
function Confirmation({
  payment,
  what,
  amountPaise,
  preview,
  error,
  busy,
  onBack,
  onSend,
}: {
  payment: RefundablePayment;
  what: string;
  amountPaise: number;
  preview: RefundPreview;
  error: string | undefined;
  busy: boolean;
  onBack: () => void;
  onSend: () => void;
}) {
  const amount = formatRupees(amountPaise);
  return (
    <>
      <Dialog.Description className={styles.message}>
        Refund {amount} of payment {payment.id} ({what}) to the customer? The money cannot be taken
        back once the gateway sends it, and a GST credit note is issued.
      </Dialog.Description>
      {preview.subscriptions.length > 0 ? (
        <div className={refunds.effects}>
          <p id="refund-effects">Subscriptions after the refund</p>
          <ul aria-labelledby="refund-effects">
            {preview.subscriptions.map((effect) => (
              <li key={effect.productCode}>{effectSentence(effect)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={onBack}>
          Back
        </button>
        <BusyButton type="button" className={buttons.primary} busy={busy} onClick={onSend}>
          Refund {amount}
        </BusyButton>
      </div>
    </>
  );
}

/**
 * What to refund (the whole order or one line), the amount, reason and speed; then, once the
 * server has checked it, what it does to each subscription, before the money goes.
 */
function RefundSteps({
  reference,
  payment,
  lines,
  wholeOrderRefundable,
  onDone,
}: RefundTarget & { onDone: () => void }) {
  // One key per request: sending the same again after a failure cannot refund twice.
  const sentKey = useRef<{ request: string; key: string }>(undefined);
  const [confirming, setConfirming] = useState<{
    values: RefundFormInput;
    preview: RefundPreview;
  }>();
  const [error, setError] = useState<string>();
  const create = useApiMutation(refundsApi.create, { invalidates: ['transactions'] });
  const preview = useApiMutation(refundsApi.preview);
  const choices = lines.filter((line) => line.refundablePaise > 0);
  const firstChoice = wholeOrderRefundable ? WHOLE_ORDER : String(choices[0]?.lineNo ?? '');
  const { form, field, onSubmit, formError, busy } = useAppForm<RefundFormInput, RefundFormInput>({
    resolver: refundResolver(payment, lines),
    defaultValues: {
      lineNo: firstChoice,
      amount: rupeesDecimal(refundableOf(payment, lines, firstChoice).paise),
      reason: '',
      speed: 'normal',
    },
    fields: FIELDS,
    send: async (values) => {
      setError(undefined);
      const answer = await preview.mutateAsync({
        params: { reference },
        body: { paymentId: payment.id, lineNo: lineNoOf(values.lineNo), amount: values.amount },
      });
      setConfirming({ values, preview: answer });
    },
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const limit = refundableOf(payment, lines, watch('lineNo'));

  if (confirming) {
    const { values } = confirming;
    const line = lines.find((each) => String(each.lineNo) === values.lineNo);
    const send = () => {
      const body = {
        paymentId: payment.id,
        lineNo: lineNoOf(values.lineNo),
        amount: values.amount,
        reason: values.reason,
        speed: values.speed,
      };
      const request = JSON.stringify(body);
      if (sentKey.current?.request !== request) {
        sentKey.current = { request, key: crypto.randomUUID() };
      }
      create.mutate(
        { params: { reference }, body: { ...body, idempotencyKey: sentKey.current.key } },
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
      <Confirmation
        payment={payment}
        what={line ? line.description : 'the whole order'}
        amountPaise={parseRupees(values.amount) ?? 0}
        preview={confirming.preview}
        error={error}
        busy={create.isPending}
        onBack={() => setConfirming(undefined)}
        onSend={send}
      />
    );
  }

  return (
    <>
      <Dialog.Description className={styles.message}>
        {PAYMENT_METHOD_LABELS[payment.method] ?? payment.method} payment {payment.id}:{' '}
        {formatRupees(payment.refundablePaise)} can still be refunded.
      </Dialog.Description>
      <AppForm className={styles.form} legend="The refund" onSubmit={onSubmit}>
        <SelectField
          id="refund-line"
          label="What to refund"
          required
          hint={
            wholeOrderRefundable
              ? 'A line’s refund shortens only that line’s subscription.'
              : 'A line of this order has been refunded, so the rest is refunded line by line.'
          }
          options={[
            ...(wholeOrderRefundable ? [{ value: WHOLE_ORDER, label: 'The whole order' }] : []),
            ...choices.map((line) => ({ value: String(line.lineNo), label: line.description })),
          ]}
          error={errors.lineNo?.message}
          {...register('lineNo', {
            onChange: (event: { target: { value: string } }) =>
              form.setValue(
                'amount',
                rupeesDecimal(refundableOf(payment, lines, event.target.value).paise),
              ),
          })}
        />
        <TextField
          id="refund-amount"
          label="Amount to refund (₹)"
          inputMode="decimal"
          autoComplete="off"
          required
          hint={`At most ${formatRupees(limit.paise)} of ${limit.of}, including GST.`}
          {...field('amount')}
        />
        <TextField
          id="refund-reason"
          label="Reason"
          autoComplete="off"
          maxLength={200}
          required
          hint="Printed on the credit note and told to the customer."
          {...field('reason')}
        />
        <SelectField
          id="refund-speed"
          label="Speed"
          required
          options={labelledChoices(REFUND_SPEEDS, REFUND_SPEED_LABELS)}
          {...field('speed')}
        />
        <DialogFormSubmit error={formError} busy={busy}>
          Continue
        </DialogFormSubmit>
      </AppForm>
    </>
  );
}

/** "Refund" for a payment with money left to refund, and its dialog. */
export function RefundDialog(target: RefundTarget) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttons.secondary}>
        Refund<span className="visually-hidden"> payment {target.payment.id}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.backdrop} />
        <Dialog.Content className={styles.dialog} onFocus={keepFocusInView}>
          <Dialog.Title className={styles.title}>Refund a payment</Dialog.Title>
          <RefundSteps {...target} onDone={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
