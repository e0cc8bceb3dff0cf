import { NavLink, Outlet } from 'react-router';
import styles from './user-management.module.css';

/** User management and its two screens, with a local menu between them. */
export default function UserManagementLayout() {
  return (
    <>
      <nav aria-label="User management" className={styles.tabs}>
        <NavLink to="/user-management/users" className={styles.tab}>
          Users
        </NavLink>
        <NavLink to="/user-management/access-control" className={styles.tab}>
          Access control
        </NavLink>
      </nav>
      <Outlet />
    </>
  );
}
