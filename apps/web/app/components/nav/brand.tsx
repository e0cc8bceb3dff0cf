import { site } from '@prakar/shared/site';
import { Link } from 'react-router';
import styles from './nav.module.css';

/** The firm's mark and name, linking home. */
export function Brand() {
  return (
    <Link to="/home" className={styles.brand}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#0b2545" />
        <path d="M10 24V8h7.5a5 5 0 0 1 0 10H10" fill="none" stroke="#5eead4" strokeWidth="3" />
        <path d="M17 18l5 6" stroke="#ffffff" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className={styles.brandName}>{site.name}</span>
    </Link>
  );
}
