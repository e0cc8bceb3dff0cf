import { transactionsApi } from '@prakar/shared/api/transactions';
import { DownloadButton } from '#app/components/data-table/download-button.tsx';
import { call } from '#app/lib/api-client.ts';
import { saveBlob } from '#app/lib/save-blob.ts';

/** Downloads an issued invoice's PDF, as the server renders it. */
export function InvoiceDownloadButton({
  invoice,
  className,
}: {
  invoice: { id: string; number: string };
  className?: string | undefined;
}) {
  const download = async () => {
    const { blob, filename } = await call(transactionsApi.invoicePdf, {
      params: { invoiceId: invoice.id },
    });
    saveBlob(blob, filename);
  };
  return (
    <DownloadButton className={className} download={download}>
      Download<span className="visually-hidden"> invoice {invoice.number}</span>
    </DownloadButton>
  );
}
