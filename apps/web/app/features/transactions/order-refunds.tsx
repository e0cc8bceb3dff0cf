import { transactionsApi } from '@prakar/shared/api/transactions';
import { formatIndianDate } from '@prakar/shared/dates';
import { formatRupees } from '@prakar/shared/money';
import { REFUND_NOTES_FOR_CUSTOMERS, REFUND_STATUS_LABELS } from '@prakar/shared/refunds';
import type { TransactionRefund } from '@prakar/shared/transactions';
import table from '#app/components/data-table/data-table.module.css';
import { DownloadButton } from '#app/components/data-table/download-button.tsx';
import { call } from '#app/lib/api-client.ts';
import { saveBlob } from '#app/lib/save-blob.ts';
import styles from './transactions.module.css';

function CreditNote({ note }: { note: NonNullable<TransactionRefund['creditNote']> }) {
  const download = async () => {
    const { blob, filename } = await call(transactionsApi.creditNotePdf, {
      params: { creditNoteId: note.id },
    });
    saveBlob(blob, filename);
  };
  return (
    <div className={styles.invoice}>
      <span>
        Credit note <span className="unbroken">{note.number}</span>
      </span>
      <DownloadButton className={table.rowButton} download={download}>
        Download<span className="visually-hidden"> credit note {note.number}</span>
      </DownloadButton>
    </div>
  );
}

/**
 * An order's refunds: amount, status and date, each with its GST credit note once issued, and
 * for one that did not go through, what that means for the customer in plain words.
 */
export function OrderRefunds({ refunds }: { refunds: readonly TransactionRefund[] }) {
  if (refunds.length === 0) return <>—</>;
  return (
    <ul className={styles.refunds}>
      {refunds.map((refund) => {
        const date = refund.processedAt ?? refund.at;
        const note = REFUND_NOTES_FOR_CUSTOMERS[refund.status];
        return (
          <li key={refund.id}>
            <span>
              {formatRupees(refund.amountPaise)}{' '}
              <span className={`${table.badge} ${styles[`refund_${refund.status}`]}`}>
                {REFUND_STATUS_LABELS[refund.status]}
              </span>
            </span>
            <span className={table.secondary}>
              <time dateTime={date}>{formatIndianDate(date)}</time>
            </span>
            {note ? <span className={table.secondary}>{note}</span> : null}
            {refund.creditNote ? <CreditNote note={refund.creditNote} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
