import { Link, useLocation } from 'react-router';
import styles from './back-office.module.css';
import { BACK_OFFICE_SECTIONS } from './back-office-sections';

/** The back office's sections, on every one of its screens; the open one is marked. */
export function BackOfficeNav() {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  return (
    <nav aria-label="Back office" className={styles.nav}>
      <ul className={styles.navList}>
        {BACK_OFFICE_SECTIONS.map((section) => (
          <li key={section.to}>
            <Link
              to={section.to}
              className={styles.navLink}
              aria-current={section.match(pathname, params) ? 'page' : undefined}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
