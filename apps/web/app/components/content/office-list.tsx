import { site } from '@prakar/shared/site';
import type { Office } from '#app/content/copy/types.ts';
import styles from './office-list.module.css';
import { PostalAddress } from './postal-address';

/** The firm's offices; the head office shows its full address from the site details. */
export function OfficeList({ offices }: { offices: readonly Office[] }) {
  return (
    <ul className={styles.grid}>
      {offices.map((office) => (
        <li key={office.city} className={styles.card}>
          <h3>{office.city}</h3>
          <p className={styles.label}>
            {office.label} · {office.state}
          </p>
          <p>{office.text}</p>
          {office.isHeadOffice ? <PostalAddress className={styles.address} /> : null}
          {office.isHeadOffice ? <p className={styles.hours}>{site.hours}</p> : null}
        </li>
      ))}
    </ul>
  );
}
