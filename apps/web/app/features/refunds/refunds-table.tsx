import { refundsApi } from '@prakar/shared/api/refunds';
import { formatIndianDateTime } from '@prakar/shared/dates';
import { formatRupees } from '@prakar/shared/money';
import { REFUND_STATUS_LABELS, type Refund } from '@prakar/shared/refunds';
import table from '#app/components/data-table/data-table.module.css';
import { DownloadButton } from '#app/components/data-table/download-button.tsx';
import { ScrollingTable } from '#app/components/data-table/scrolling-table.tsx';
import * as Table from '#app/components/data-table/stacked-table.tsx';
import { call } from '#app/lib/api-client.ts';
import { saveBlob } from '#app/lib/save-blob.ts';
import styles from './refunds.module.css';

const SPEED_PROCESSED = { normal: 'Normal', instant: 'Instant' } as const;

function CreditNote({ note }: { note: NonNullable<Refund['creditNote']> }) {
  const download = async () => {
    const { blob, filename } = await call(refundsApi.creditNotePdf, {
      params: { creditNoteId: note.id },
    });
    saveBlob(blob, filename);
  };
  return (
    <div className={styles.stack}>
      <span className="unbroken">{note.number}</span>
      <span className={table.secondary}>GST credited {formatRupees(note.taxPaise)}</span>
      <DownloadButton className={table.rowButton} download={download}>
        Download<span className="visually-hidden"> credit note {note.number}</span>
      </DownloadButton>
    </div>
  );
}

/**
 * The order's refunds, oldest first: what, why, how it stands, and its credit note; a failed one
 * can be tried again or withdrawn.
 */
export function RefundsTable({
  refunds,
  onRetry,
  onWithdraw,
}: {
  refunds: readonly Refund[];
  onRetry: (refund: Refund, button: HTMLElement) => void;
  onWithdraw: (refund: Refund, button: HTMLElement) => void;
}) {
  return (
    <ScrollingTable caption="Refunds" className={styles.table}>
      <Table.HeaderRow labels={['Asked (IST)', 'Amount', 'Reason', 'Status', 'Credit note']} />
      <Table.Body>
        {refunds.map((refund) => (
          <Table.Row key={refund.id}>
            <Table.RowHeader>
              <time dateTime={refund.createdAt}>{formatIndianDateTime(refund.createdAt)}</time>
            </Table.RowHeader>
            <Table.Cell label="Amount" className={styles.amount}>
              {formatRupees(refund.amountPaise)}
              <span className={table.secondary}>Payment {refund.paymentId}</span>
            </Table.Cell>
            <Table.Cell label="Reason" wide>
              {refund.reason}
              {refund.lineDescription ? (
                <span className={table.secondary}>For {refund.lineDescription}</span>
              ) : null}
            </Table.Cell>
            <Table.Cell label="Status">
              <div className={styles.stack}>
                <span className={`${table.badge} ${styles[refund.status]}`}>
                  {REFUND_STATUS_LABELS[refund.status]}
                </span>
                {refund.status === 'processed' && refund.speedProcessed ? (
                  <span className={table.secondary}>
                    {SPEED_PROCESSED[refund.speedProcessed]} refund
                    {refund.processedAt ? `, ${formatIndianDateTime(refund.processedAt)}` : ''}
                  </span>
                ) : null}
                {refund.status === 'failed' ? (
                  <>
                    <span className={table.secondary}>{refund.failureReason}</span>
                    <button
                      type="button"
                      className={table.rowButton}
                      onClick={(event) => onRetry(refund, event.currentTarget)}
                    >
                      Try again
                      <span className="visually-hidden">
                        {' '}
                        the refund of {formatRupees(refund.amountPaise)}
                      </span>
                    </button>
                    <button
                      type="button"
                      className={table.rowButton}
                      onClick={(event) => onWithdraw(refund, event.currentTarget)}
                    >
                      Withdraw
                      <span className="visually-hidden">
                        {' '}
                        the refund of {formatRupees(refund.amountPaise)}
                      </span>
                    </button>
                  </>
                ) : null}
              </div>
            </Table.Cell>
            <Table.Cell label="Credit note">
              {refund.creditNote ? <CreditNote note={refund.creditNote} /> : '—'}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollingTable>
  );
}
