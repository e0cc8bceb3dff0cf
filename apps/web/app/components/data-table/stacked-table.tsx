import type { ComponentProps } from 'react';
import stacked from './stacked-table.module.css';

/*
 * A table that becomes one card per row on a narrow screen (stacked-table.module.css). CSS can
 * only do that by changing the display of the table's elements, and Safari then stops exposing
 * them as a table; so each element states its role, and screen readers keep the caption, the
 * headers and the move from cell to cell on a phone as on a laptop (docs/decisions/0030).
 */

const withClass = (own: string | undefined, given: string | undefined) =>
  [own, given].filter(Boolean).join(' ');

export function StackedTable({ className, ...props }: ComponentProps<'table'>) {
  // biome-ignore lint/a11y/noRedundantRoles: kept when a narrow screen restyles the table
  return <table role="table" className={withClass(stacked.table, className)} {...props} />;
}

export function Head(props: ComponentProps<'thead'>) {
  // biome-ignore lint/a11y/noRedundantRoles: kept when a narrow screen restyles the table
  return <thead role="rowgroup" {...props} />;
}

export function Body(props: ComponentProps<'tbody'>) {
  // biome-ignore lint/a11y/noRedundantRoles: kept when a narrow screen restyles the table
  return <tbody role="rowgroup" {...props} />;
}

export function Foot(props: ComponentProps<'tfoot'>) {
  // biome-ignore lint/a11y/noRedundantRoles: kept when a narrow screen restyles the table
  return <tfoot role="rowgroup" {...props} />;
}

export function Row(props: ComponentProps<'tr'>) {
  // biome-ignore lint/a11y/noRedundantRoles: kept when a narrow screen restyles the table
  return <tr role="row" {...props} />;
}

/** A column's header, or (`scope="colgroup"`) the header of a group of columns. */
export function ColumnHeader({ scope = 'col', ...props }: ComponentProps<'th'>) {
  // biome-ignore lint/a11y/useSemanticElements: it is a th; the role is kept when a narrow screen restyles the table
  return <th scope={scope} role="columnheader" {...props} />;
}

/** The header of the column of row buttons: read out, not shown. */
export function ActionsHeader(props: Omit<ComponentProps<'th'>, 'children'>) {
  return (
    <ColumnHeader {...props}>
      <span className="visually-hidden">Actions</span>
    </ColumnHeader>
  );
}

/**
 * A table's head of plain column headers in order (`false` for a column not shown), then the
 * actions column where rows have buttons.
 */
export function HeaderRow({
  labels,
  actions = false,
}: {
  labels: readonly (string | false)[];
  actions?: boolean;
}) {
  return (
    <Head>
      <Row>
        {labels.map((label) => (label ? <ColumnHeader key={label}>{label}</ColumnHeader> : null))}
        {actions ? <ActionsHeader /> : null}
      </Row>
    </Head>
  );
}

/** A row's header: the card's title on a narrow screen, or a footer row's label (Total). */
export function RowHeader(props: Omit<ComponentProps<'th'>, 'scope'>) {
  // biome-ignore lint/a11y/noRedundantRoles: kept when a narrow screen restyles the table
  return <th scope="row" role="rowheader" {...props} />;
}

/**
 * A data cell. `label` is its column's header, shown above the value when the row is a card (and
 * hidden from screen readers, which announce the column header itself); `wide` gives the cell the
 * card's whole width, for long text or a group of buttons.
 */
export function Cell({
  label,
  wide = false,
  className,
  ...props
}: ComponentProps<'td'> & { label?: string; wide?: boolean }) {
  return (
    <td
      // biome-ignore lint/a11y/noRedundantRoles: kept when a narrow screen restyles the table
      role="cell"
      data-label={label}
      className={wide ? withClass(stacked.wide, className) : className}
      {...props}
    />
  );
}
