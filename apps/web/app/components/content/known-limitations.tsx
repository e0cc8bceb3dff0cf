import { formatIndianDate } from '@prakar/shared/dates';
import type { KnownLimitation } from '#app/content/copy/types.ts';
import styles from './known-limitations.module.css';

/**
 * The accessibility statement's known barriers, each under its own heading so screen-reader users
 * can move between them, with what to do meanwhile and the date it is fixed by. A list rather than
 * a table: it reflows at 320 px without scrolling sideways.
 */
export function KnownLimitations({ items }: { items: readonly KnownLimitation[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.title} className={styles.item}>
          <h3>{item.title}</h3>
          <p>{item.detail}</p>
          <dl className={styles.facts}>
            <div>
              <dt>Meanwhile</dt>
              <dd>{item.meanwhile}</dd>
            </div>
            <div>
              <dt>Fixed by</dt>
              <dd>
                <time dateTime={item.fixBy}>{formatIndianDate(item.fixBy)}</time>
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
