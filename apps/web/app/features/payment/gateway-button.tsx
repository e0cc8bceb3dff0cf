import type { CheckoutRedirect } from '@prakar/shared/payments';
import { type ReactNode, useRef, useState } from 'react';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { BusyButton } from '#app/components/ui/busy-button.tsx';
import buttons from '#app/components/ui/button.module.css';
import { serviceErrorMessage } from '#app/lib/api-error.ts';
import { submitToGateway } from '#app/lib/payments/gateway-form.ts';
import styles from './payment.module.css';

/**
 * A button that asks the server to start a payment (`start`) and takes the browser to the
 * gateway. It stays disabled once clicked, as the page is on its way out; a refusal shows the
 * server's reason and lets the visitor try again.
 */
export function GatewayButton({
  start,
  onFailure,
  children,
}: {
  start: () => Promise<CheckoutRedirect>;
  onFailure?: (error: unknown) => void;
  children: ReactNode;
}) {
  const starting = useRef(false);
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<string>();

  const pay = async () => {
    if (starting.current) return;
    starting.current = true;
    setLeaving(true);
    setFailure(undefined);
    try {
      submitToGateway(await start());
    } catch (error) {
      starting.current = false;
      setLeaving(false);
      setFailure(serviceErrorMessage(error));
      onFailure?.(error);
    }
  };

  return (
    <div className={styles.pay}>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <BusyButton
        type="button"
        className={buttons.primary}
        busy={leaving}
        onClick={() => void pay()}
      >
        {children}
      </BusyButton>
      <p className={styles.note}>
        You pay on our payment partner’s secure page, by card, UPI or wallet.
      </p>
    </div>
  );
}
