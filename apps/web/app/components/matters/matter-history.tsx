import type { MatterStatusChange } from '@prakar/shared/matters';
import type { ReactNode } from 'react';
import record from './matter-record.module.css';

/** Every change of status, oldest first: each as `line` tells it, with what the firm said with it. */
export function MatterHistory({
  history,
  line,
}: {
  history: readonly MatterStatusChange[];
  line: (change: MatterStatusChange) => ReactNode;
}) {
  return (
    <ol className={record.history}>
      {history.map((change) => (
        <li key={`${change.at}-${change.status}`}>
          <p>{line(change)}</p>
          {change.note ? <p className={record.words}>“{change.note}”</p> : null}
        </li>
      ))}
    </ol>
  );
}
