import { useEffect } from 'react';
import { Link } from 'react-router';
import { FormMessage } from '../../components/form-field/form-message';
import { productLinks } from '../../content/catalogue-links';
import { SignInLink } from '../auth/sign-in-link';
import { refreshSession } from '../session/restore-session';
import { useCurrentUser } from '../session/use-current-user';
import styles from './my-apps.module.css';

/**
 * The apps the signed-in user may open, as their organisation's access control decides (the
 * session's `Apps`, fetched afresh here). The others are named, so nobody wonders where they went.
 */
export function MyApps() {
  const user = useCurrentUser();
  useEffect(() => {
    void refreshSession();
  }, []);

  if (!user) {
    return (
      <p>
        <SignInLink>Sign in</SignInLink> to see the apps your organisation gives you.
      </p>
    );
  }
  const allowed = new Set(user.Apps ?? productLinks.map((product) => product.code));
  const apps = productLinks.filter((product) => allowed.has(product.code));
  const withheld = productLinks.filter((product) => !allowed.has(product.code));

  return (
    <section aria-labelledby="my-apps-heading" className={styles.section}>
      <h2 id="my-apps-heading">Your apps</h2>
      {apps.length > 0 ? (
        <ul className={styles.apps}>
          {apps.map((app) => (
            <li key={app.code} className={styles.app} data-testid={`app-${app.code}`}>
              <h3>{app.label}</h3>
              <Link to={app.to}>Plans and features of {app.label}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      {withheld.length > 0 ? (
        <FormMessage tone="info">
          Your organisation’s administrator has not given you access to{' '}
          {withheld.map((app) => app.label).join(', ')}.
        </FormMessage>
      ) : null}
    </section>
  );
}
