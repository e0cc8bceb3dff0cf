import { useState } from 'react';
import { showServiceError } from '../../components/toasts/notify';
import buttons from '../../components/ui/button.module.css';
import { getFile } from '../../lib/api-client';

/** The paid order's tax invoice as a PDF, for anyone holding the payment's reference. */
export function InvoiceButton({
  reference,
  invoiceNumber,
}: {
  reference: string;
  invoiceNumber: string;
}) {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await getFile(
        `/Transactions/Payment/status/${encodeURIComponent(reference)}/invoice`,
        `${invoiceNumber}.pdf`,
      );
    } catch (error) {
      showServiceError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={buttons.secondary}
      // Not `disabled`: a disabled button drops keyboard focus to the page.
      aria-disabled={busy || undefined}
      onClick={() => void download()}
    >
      Download invoice
    </button>
  );
}
