import { formatRupees } from '@prakar/shared/money';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { ScrollingTable } from '#app/components/data-table/scrolling-table.tsx';
import * as Table from '#app/components/data-table/stacked-table.tsx';
import styles from './sales.module.css';

export interface BarDatum {
  label: string;
  /** What the bar shows; a negative amount draws no bar, its label says it. */
  paise: number;
  /** The row's figures in the table, one per column, already written out. */
  figures: readonly string[];
}

/** Drawn at a phone's width and scaled from there, so its text stays readable at 360 px. */
const WIDTH = 320;
const LABEL_HEIGHT = 18;
const BAR_HEIGHT = 16;
const ROW_HEIGHT = LABEL_HEIGHT + BAR_HEIGHT + 10;

/**
 * A horizontal bar chart of amounts, one bar per row with its label above it (long plan names fit
 * at any width), followed by the same numbers as a table: the chart is a picture for the eye, the
 * table is what a screen reader reads, so the picture is hidden from it.
 */
export function BarChart({
  id,
  title,
  columns,
  data,
}: {
  id: string;
  title: string;
  /** The table's columns after the item's name. */
  columns: readonly string[];
  data: readonly BarDatum[];
}) {
  const height = Math.max(data.length, 1) * ROW_HEIGHT;
  const rows = scaleBand({ domain: data.map((_, index) => index), range: [0, height] });
  const largest = Math.max(0, ...data.map((datum) => datum.paise));
  const length = scaleLinear({ domain: [0, largest || 1], range: [0, WIDTH], clamp: true });
  return (
    <figure className={styles.chart} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className={styles.chartTitle}>
        {title}
      </figcaption>
      {data.length === 0 ? (
        <p className={styles.note}>Nothing in this period.</p>
      ) : (
        <>
          <svg
            className={styles.chartImage}
            viewBox={`0 0 ${WIDTH} ${height}`}
            aria-hidden="true"
            focusable="false"
          >
            {data.map((datum, index) => {
              const top = rows(index) ?? 0;
              return (
                <g key={datum.label}>
                  <text x={0} y={top + LABEL_HEIGHT - 5} className={styles.barLabel}>
                    {datum.label}: {formatRupees(datum.paise, { wholeRupees: true })}
                  </text>
                  <Bar
                    x={0}
                    y={top + LABEL_HEIGHT}
                    width={Math.max(length(Math.max(datum.paise, 0)), datum.paise > 0 ? 2 : 0)}
                    height={BAR_HEIGHT}
                    className={styles.bar}
                  />
                </g>
              );
            })}
          </svg>
          <ScrollingTable
            captionId={`${id}-table`}
            caption={`${title}, as a table`}
            className={styles.table}
          >
            <Table.Head>
              <Table.Row>
                <Table.ColumnHeader>Item</Table.ColumnHeader>
                {columns.map((column) => (
                  <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {data.map((datum) => (
                <Table.Row key={datum.label}>
                  <Table.RowHeader>{datum.label}</Table.RowHeader>
                  {columns.map((column, index) => (
                    <Table.Cell key={column} label={column} className={styles.amount}>
                      {datum.figures[index]}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </ScrollingTable>
        </>
      )}
    </figure>
  );
}
