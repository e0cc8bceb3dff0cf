import type { CreatePaymentLinkInput, PaymentLink } from '@prakar/shared/payments';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import styles from '#app/components/dialog/dialog.module.css';
import { notify } from '#app/components/toasts/notify.ts';
import buttons from '#app/components/ui/button.module.css';
import { keepFocusInView } from '#app/lib/keep-focus-in-view.ts';
import { PaymentLinkForm } from './payment-link-form';
import { PaymentLinkResult } from './payment-link-result';

interface Sent {
  link: PaymentLink;
  payerEmail: string;
}

/**
 * The form, then once the link exists, the link itself; each opening starts afresh. Creating the
 * link refreshes the order list behind the dialog (the form's change names it).
 */
function PaymentLinkContent() {
  const [sent, setSent] = useState<Sent>();

  const created = (link: PaymentLink, payer: CreatePaymentLinkInput) => {
    setSent({ link, payerEmail: payer.payerEmail.trim() });
    notify.success(`Payment link ${link.orderNumber} sent to ${payer.payerEmail.trim()}.`);
  };

  return (
    <>
      <Dialog.Title className={styles.title}>
        {sent ? 'Payment link sent' : 'Send a payment link'}
      </Dialog.Title>
      <Dialog.Description className={styles.message}>
        {sent
          ? 'The order is in the list, awaiting payment, until the payer pays.'
          : 'For an advisory fee: we e-mail the payer a link to pay online.'}
      </Dialog.Description>
      {sent ? (
        <PaymentLinkResult link={sent.link} payerEmail={sent.payerEmail} />
      ) : (
        <PaymentLinkForm onCreated={created} />
      )}
    </>
  );
}

/** "Send a payment link" (platform administrators) and its dialog. */
export function PaymentLinkDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttons.primary}>Send a payment link</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.backdrop} />
        <Dialog.Content className={styles.dialog} onFocus={keepFocusInView}>
          <PaymentLinkContent />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
