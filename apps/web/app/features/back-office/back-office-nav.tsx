import { backOfficeHomeApi } from '@prakar/shared/api/back-office-home';
import { Link, useLocation } from 'react-router';
import { useApiQuery } from '#app/lib/api-query.ts';
import { formatCount } from '#app/lib/plural.ts';
import styles from './back-office.module.css';
import { BACK_OFFICE_SECTIONS, type BackOfficeSection } from './back-office-sections';

function waitingIn(section: BackOfficeSection, counts: ReadonlyMap<string, number>): number {
  return section.queues.reduce((sum, queue) => sum + (counts.get(queue) ?? 0), 0);
}

/** The back office's sections with the work waiting in each; the open one is marked. */
export function BackOfficeNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const waiting = useApiQuery(backOfficeHomeApi.workWaiting, {});
  const counts = new Map(waiting.data?.queues.map(({ queue, count }) => [queue, count]));
  return (
    <ul className={styles.navList}>
      {BACK_OFFICE_SECTIONS.map((section) => {
        const count = waitingIn(section, counts);
        return (
          <li key={section.to}>
            <Link
              to={section.to}
              className={styles.navLink}
              aria-current={section.match(pathname, params) ? 'page' : undefined}
              onClick={onNavigate}
            >
              <span>{section.label}</span>
              {count > 0 ? (
                <span className={styles.navCount}>
                  {formatCount(count)}
                  <span className="visually-hidden"> waiting</span>
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
