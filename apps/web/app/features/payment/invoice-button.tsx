import { paymentsApi } from '@prakar/shared/api/payments';
import { DownloadButton } from '#app/components/data-table/download-button.tsx';
import { call } from '#app/lib/api-client.ts';
import { saveBlob } from '#app/lib/save-blob.ts';

/** The paid order's tax invoice as a PDF, for anyone holding the payment's reference. */
export function InvoiceButton({ reference }: { reference: string }) {
  const download = async () => {
    const file = await call(paymentsApi.invoice, { params: { reference } });
    saveBlob(file.blob, file.filename);
  };
  return <DownloadButton download={download}>Download invoice</DownloadButton>;
}
