import type { ReactNode } from 'react';
import styles from './record-parts.module.css';

/** A label and its value; a missing value reads as a dash. */
export type Fact = [label: string, value: ReactNode];

/** One record's facts as a description list, in columns where there is room. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled part of a record's page, named by its heading; `more` leads on to the whole list. */
export function RecordGroup({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={styles.group}>
      <h3 id={id}>{title}</h3>
      {children}
      {more}
    </section>
  );
}
