import { Link, useLocation } from 'react-router';
import styles from './matters.module.css';
import { searchOfView, viewFromSearch } from './matters-view';

/** Back to the list, in the view (open or finished, its page) the matter was opened from. */
export function BackToMatters() {
  const { search } = useLocation();
  const view = viewFromSearch(new URLSearchParams(search));
  return (
    <p className={styles.back}>
      <Link to={`/matters${searchOfView(view)}`}>
        <span aria-hidden="true">← </span>All {view.state} matters
      </Link>
    </p>
  );
}
