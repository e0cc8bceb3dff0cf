import { routeOfPath } from '@prakar/shared/routes';
import { Link } from 'react-router';
import buttons from '#app/components/ui/button.module.css';
import { useLoginPath } from '#app/lib/session/login-path.ts';
import styles from './nav.module.css';

/**
 * The anonymous call to action is Sign In on the sign-up page, Sign Up elsewhere. Sign In goes to
 * `loginPath`, which keeps an organisation's corporate landing.
 */
export function primaryAuthAction(
  pathname: string,
  loginPath = '/login',
): { label: string; to: string } {
  return routeOfPath(pathname) === 'sign-up'
    ? { label: 'Sign In', to: loginPath }
    : { label: 'Sign Up', to: '/sign-up' };
}

/** The anonymous call to action: Sign Up, or Sign In while on the sign-up page. */
export function PrimaryAuthAction({ pathname }: { pathname: string }) {
  const action = primaryAuthAction(pathname, useLoginPath());
  return (
    <Link to={action.to} className={`${buttons.primary} ${styles.cta}`} data-testid="primary-auth">
      {action.label}
    </Link>
  );
}

/**
 * Desktop only: the "Sign In / Sign Up" pair beside the call to action. Where the bar is too narrow
 * for the pair, Sign In stays and the rest gives way: the call to action is Sign Up.
 */
export function SignInSignUpLinks() {
  return (
    <p className={styles.authLinks} data-testid="auth-links">
      <Link to={useLoginPath()}>Sign In</Link>
      <span className={styles.authLinksRest}>
        <span aria-hidden="true"> / </span>
        <Link to="/sign-up">Sign Up</Link>
      </span>
    </p>
  );
}
