import { usersApi } from '@prakar/shared/api/users';
import { NavLink, Outlet } from 'react-router';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { useCurrentUser } from '#app/lib/session/use-current-user.ts';
import { userHasPermission } from '#app/lib/user-permissions.ts';
import styles from './user-management.module.css';

/**
 * User management and its screens, with a local menu between them. Only users who may manage
 * users get further: the server refuses everyone else anyway. A 403 refreshes the user, so an
 * administrator demoted while a tab is open reads this instead of the refused screen.
 */
export default function UserManagementLayout() {
  const user = useCurrentUser();
  if (user && !userHasPermission(user, usersApi.list.permission)) {
    return (
      <div className={styles.denied}>
        <h1>User management</h1>
        <FormMessage tone="info">
          Your organisation’s administrator manages its users and their access. Ask them if you need
          to invite someone or change what you can open.
        </FormMessage>
      </div>
    );
  }
  return (
    <>
      <nav aria-label="User management" className={styles.tabs}>
        <NavLink to="/user-management" end className={styles.tab}>
          Activity
        </NavLink>
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
