import { formatRupees } from '@prakar/shared/money';
import type { PaymentLink } from '@prakar/shared/payments';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef } from 'react';
import { TextField } from '#app/components/form-field/text-field.tsx';
import buttons from '#app/components/ui/button.module.css';
import { copyPaymentLink } from '#app/lib/copy-link.ts';
import styles from './transactions.module.css';

/**
 * The link the payer was e-mailed, to pass on another way too (a chat message), and what they
 * will pay with GST.
 */
export function PaymentLinkResult({ link, payerEmail }: { link: PaymentLink; payerEmail: string }) {
  const copyButton = useRef<HTMLButtonElement>(null);
  // The form's button that had focus is gone; the next thing to do is copy the link.
  useEffect(() => copyButton.current?.focus(), []);

  const copy = () => copyPaymentLink(link.url);

  return (
    <div className={styles.result}>
      <p>
        Order {link.orderNumber}: we have e-mailed the link to {payerEmail}.
      </p>
      <p className={styles.total}>Total with GST: {formatRupees(link.totalPaise)}</p>
      <div className={styles.linkRow}>
        <TextField
          id="link-url"
          label="Payment link"
          value={link.url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          ref={copyButton}
          type="button"
          className={buttons.secondary}
          onClick={() => void copy()}
        >
          Copy<span className="visually-hidden"> the payment link</span>
        </button>
      </div>
      <div className={styles.actions}>
        <Dialog.Close className={buttons.primary}>Done</Dialog.Close>
      </div>
    </div>
  );
}
