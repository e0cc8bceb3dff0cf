import { Link } from 'react-router';
import { useCurrentUser } from '#app/lib/session/use-current-user.ts';
import styles from './leads.module.css';
import { type LeadsView, savedViews, searchOfView, showsFilters, withFilters } from './leads-view';

/**
 * The ready-made views as links, one click each; the one the filters show is marked as current.
 * Each keeps the page size, and is a step in the history like any other filter.
 */
export function LeadsViews({ view }: { view: LeadsView }) {
  const me = useCurrentUser()?.UserId;
  return (
    <nav aria-label="Views" className={styles.views}>
      <ul>
        {savedViews(me).map(({ label, filters }) => (
          <li key={label}>
            <Link
              to={{ search: searchOfView(withFilters(view, filters)) }}
              aria-current={showsFilters(view, filters) ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
