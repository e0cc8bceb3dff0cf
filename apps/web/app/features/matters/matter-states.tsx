import { Link } from 'react-router';
import styles from './matters.module.css';
import { MATTER_STATE_LABELS, type MattersView, searchOfView } from './matters-view';

const STATES = ['open', 'finished'] as const;

/** Open and Finished as two links, the one shown marked as current; each starts at page one. */
export function MatterStates({ view }: { view: MattersView }) {
  return (
    <nav aria-label="Matters to show" className={styles.states}>
      <ul>
        {STATES.map((state) => (
          <li key={state}>
            <Link
              to={{ search: searchOfView({ state, cursor: '', pageSize: view.pageSize }) }}
              aria-current={view.state === state ? 'page' : undefined}
            >
              {MATTER_STATE_LABELS[state]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
