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
 * Desktop only: Sign In as a plain link beside the call to action, so the bar offers one way to
 * sign up and one to sign in.
 */
export function HeaderSignInLink() {
  return (
    <Link to={useLoginPath()} className={styles.signInLink} data-testid="header-sign-in">
      Sign In
    </Link>
  );
}
