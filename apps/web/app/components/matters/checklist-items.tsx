import type { ChecklistItem } from '@prakar/shared/matter-papers';
import type { ReactNode } from 'react';
import { type DownloadVersion, PaperVersions } from './paper-versions';
import styles from './papers.module.css';

/** What a matter's list of documents asked for is drawn from, on the client's and the firm's side. */
export interface ChecklistProps {
  matterId: string;
  items: readonly ChecklistItem[];
  download: DownloadVersion;
}

/**
 * The documents asked for in a matter, each with its note, where it stands (in the reader's words,
 * with the reason when asked again) and every version sent, then what the reader can do with it.
 * The headings are `h3` with ids from `idPrefix` naming each item, or `h4` without.
 */
export function ChecklistItems({
  items,
  empty,
  stateLabels,
  download,
  idPrefix,
  children,
}: {
  items: readonly ChecklistItem[];
  empty: string;
  stateLabels: Readonly<Record<ChecklistItem['state'], string>>;
  download: DownloadVersion;
  idPrefix?: string;
  children: (item: ChecklistItem, index: number) => ReactNode;
}) {
  if (items.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <ul className={styles.items}>
      {items.map((item, index) => {
        const titleId = idPrefix ? `${idPrefix}-${index}-title` : undefined;
        const Heading = titleId ? 'h3' : 'h4';
        return (
          <li key={item.id} className={styles.item} aria-labelledby={titleId}>
            <Heading id={titleId}>{item.title}</Heading>
            {item.note ? <p className={styles.words}>{item.note}</p> : null}
            <p>
              <strong>{stateLabels[item.state]}</strong>
              {item.state === 'asked_again' && item.reason ? `: ${item.reason}` : null}
            </p>
            <PaperVersions document={item} download={download} />
            {children(item, index)}
          </li>
        );
      })}
    </ul>
  );
}
