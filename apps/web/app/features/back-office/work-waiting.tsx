import { backOfficeHomeApi } from '@prakar/shared/api/back-office-home';
import { Link } from 'react-router';
import { LoadError } from '#app/components/content/load-error.tsx';
import layout from '#app/components/ui/layout.module.css';
import { useApiQuery } from '#app/lib/api-query.ts';
import { formatCount, wordFor } from '#app/lib/plural.ts';
import styles from './back-office.module.css';
import { WORK_QUEUE_CARDS } from './work-queues';

/** The staff's home: how much waits in each queue, each a link to the screen that works it. */
export function WorkWaiting() {
  const waiting = useApiQuery(backOfficeHomeApi.workWaiting, {});
  return (
    <section aria-labelledby="work-heading" className={styles.screen}>
      <h2 id="work-heading">Work waiting</h2>
      {waiting.isPending ? <p role="status">Counting the work waiting…</p> : null}
      {waiting.isError ? (
        <LoadError
          message="We could not count the work waiting."
          onRetry={() => void waiting.refetch()}
        />
      ) : null}
      {waiting.data ? (
        <ul className={styles.queues}>
          {waiting.data.queues.map(({ queue, count }) => {
            const card = WORK_QUEUE_CARDS[queue];
            const headingId = `queue-${queue}`;
            return (
              <li key={queue} className={layout.panelColumn} aria-labelledby={headingId}>
                <h3 id={headingId}>{card.title}</h3>
                <p>
                  <span className={styles.count}>{formatCount(count)}</span>{' '}
                  <span className={styles.note}>{wordFor(count, card.one, card.many)}</span>
                </p>
                <Link to={card.to} className={styles.queueLink}>
                  {card.action}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
