import type { CaseStudy } from '#app/content/copy/types.ts';
import styles from './case-studies.module.css';

const PARTS = [
  ['challenge', 'Challenge'],
  ['approach', 'Approach'],
  ['outcome', 'Outcome'],
] as const;

/** Anonymised engagements: who the client was, then challenge, approach and outcome. */
export function CaseStudies({ items }: { items: readonly CaseStudy[] }) {
  return (
    <ul className={styles.list}>
      {items.map((study) => (
        <li key={study.title}>
          <article className={styles.card}>
            <h3>{study.title}</h3>
            <p className={styles.context}>{study.context}</p>
            <dl className={styles.parts}>
              {PARTS.map(([key, label]) => (
                <div key={key}>
                  <dt>{label}</dt>
                  <dd>{study[key]}</dd>
                </div>
              ))}
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
