import { DownloadButton } from '#app/components/data-table/download-button.tsx';
import { getFile } from '#app/lib/api-client.ts';

/** The paid order's tax invoice as a PDF, for anyone holding the payment's reference. */
export function InvoiceButton({
  reference,
  invoiceNumber,
}: {
  reference: string;
  invoiceNumber: string;
}) {
  return (
    <DownloadButton
      download={() =>
        getFile(
          `/Transactions/Payment/status/${encodeURIComponent(reference)}/invoice`,
          `${invoiceNumber}.pdf`,
        )
      }
    >
      Download invoice
    </DownloadButton>
  );
}
