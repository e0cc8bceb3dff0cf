import { Link } from 'react-router';
import { useLoginPath } from '../../features/session/login-path';
import buttons from '../ui/button.module.css';
import { primaryAuthAction } from './account-items';
import styles from './nav.module.css';

/** The anonymous call to action: Sign Up, or Sign In while on the sign-up page. */
export function PrimaryAuthAction({ pathname }: { pathname: string }) {
  const action = primaryAuthAction(pathname, useLoginPath());
  return (
    <Link to={action.to} className={`${buttons.primary} ${styles.cta}`} data-testid="primary-auth">
      {action.label}
    </Link>
  );
}

/** Desktop only (spec §2): the "Sign In / Sign Up" pair beside the call to action. */
export function SignInSignUpLinks() {
  return (
    <p className={styles.authLinks} data-testid="auth-links">
      <Link to={useLoginPath()}>Sign In</Link>
      <span aria-hidden="true"> / </span>
      <Link to="/sign-up">Sign Up</Link>
    </p>
  );
}
