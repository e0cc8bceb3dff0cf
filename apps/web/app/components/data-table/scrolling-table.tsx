import { type ReactNode, useId } from 'react';
import table from './data-table.module.css';
import { StackedTable } from './stacked-table';
import { TableScroller } from './table-scroller';

/**
 * A data table in the box it scrolls in, both named by the table's caption, which screen readers
 * read and the page does not show (its heading already says it). `children` are the table's
 * column groups, head, body and foot.
 */
export function ScrollingTable({
  id,
  captionId: givenCaptionId,
  caption,
  busy = false,
  className,
  children,
}: {
  id?: string;
  /** The caption's id, for a table whose caption something else points at too. */
  captionId?: string;
  caption: ReactNode;
  busy?: boolean;
  /** The list's own look, besides the data table's. */
  className: string | undefined;
  children: ReactNode;
}) {
  const ownCaptionId = useId();
  const captionId = givenCaptionId ?? ownCaptionId;
  return (
    <TableScroller id={id} captionId={captionId} busy={busy}>
      <StackedTable className={`${table.table} ${className}`}>
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        {children}
      </StackedTable>
    </TableScroller>
  );
}
