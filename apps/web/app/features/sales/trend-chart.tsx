import { MONTH_NAMES } from '@prakar/shared/dates';
import { formatRupees } from '@prakar/shared/money';
import type { SalesMonth } from '@prakar/shared/sales';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Line, LinePath } from '@visx/shape';
import styles from './sales.module.css';

/** Drawn at a phone's width and scaled from there, so its text stays readable at 360 px. */
const WIDTH = 320;
const HEIGHT = 200;
const TOP = 18;
const BOTTOM = HEIGHT - 18;

/** "Nov" for '2026-11'; January also names its year, where the chart crosses one. */
export function shortMonth(month: string): string {
  const number = Number(month.slice(5));
  const name = MONTH_NAMES[number - 1]?.slice(0, 3) ?? month;
  return number === 1 ? `${name} ’${month.slice(2, 4)}` : name;
}

const rupees = (paise: number) =>
  formatRupees(Math.round(paise / 100) * 100, { wholeRupees: true });

/**
 * Each month's gross sales as a bar up from zero, its refunds as a bar down from it, and net sales
 * as a line through the months, so a month that refunded more than it sold dips below zero. A
 * picture for the eye: hidden from screen readers, which read the table after it.
 */
export function TrendChart({ months }: { months: SalesMonth[] }) {
  const highest = Math.max(0, ...months.map((month) => Math.max(month.grossPaise, month.netPaise)));
  const lowest = Math.min(
    0,
    ...months.map((month) => Math.min(-month.refundedPaise, month.netPaise)),
  );
  const x = scaleBand({
    domain: months.map((month) => month.month),
    range: [0, WIDTH],
    padding: 0.25,
  });
  const y = scaleLinear({
    domain: [lowest, highest > lowest ? highest : lowest + 1],
    range: [BOTTOM, TOP],
  });
  const zero = y(0);
  const middle = (month: string) => (x(month) ?? 0) + x.bandwidth() / 2;
  return (
    <svg
      className={styles.chartImage}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      aria-hidden="true"
      focusable="false"
    >
      <text x={0} y={TOP - 6} className={styles.axisLabel}>
        {rupees(highest)}
      </text>
      <Line from={{ x: 0, y: TOP }} to={{ x: WIDTH, y: TOP }} className={styles.gridLine} />
      {lowest < 0 ? (
        <text x={0} y={BOTTOM - 4} className={styles.axisLabel}>
          {rupees(lowest)}
        </text>
      ) : null}
      {months.map((month) => (
        <g key={month.month}>
          <Bar
            x={x(month.month)}
            y={y(month.grossPaise)}
            width={x.bandwidth()}
            height={zero - y(month.grossPaise)}
            className={styles.bar}
          />
          <Bar
            x={x(month.month)}
            y={zero}
            width={x.bandwidth()}
            height={y(-month.refundedPaise) - zero}
            className={styles.refundBar}
          />
          <text
            x={middle(month.month)}
            y={HEIGHT - 4}
            textAnchor="middle"
            className={styles.axisLabel}
          >
            {shortMonth(month.month)}
          </text>
        </g>
      ))}
      <Line from={{ x: 0, y: zero }} to={{ x: WIDTH, y: zero }} className={styles.zeroLine} />
      <LinePath
        data={months}
        x={(month) => middle(month.month)}
        y={(month) => y(month.netPaise)}
        className={styles.netLine}
      />
      {months.map((month) => (
        <circle
          key={month.month}
          cx={middle(month.month)}
          cy={y(month.netPaise)}
          r={2.5}
          className={styles.netPoint}
        />
      ))}
    </svg>
  );
}
