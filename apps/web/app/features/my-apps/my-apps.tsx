import '../../lib/zod-jitless';
import { AUTH_ERROR_CODES } from '@prakar/shared/auth-error-codes';
import type { MyApps as MyAppsAnswer } from '@prakar/shared/subscriptions';
import { useEffect } from 'react';
import { LoadError } from '../../components/content/load-error';
import { FormMessage } from '../../components/form-field/form-message';
import { ApiError } from '../../lib/api-error';
import { useApiGet } from '../../lib/use-api-get';
import { isProfileComplete } from '../../lib/user-record';
import { SignInLink } from '../auth/sign-in-link';
import { refreshSession } from '../session/restore-session';
import { useCurrentUser } from '../session/use-current-user';
import { AppCard } from './app-card';
import styles from './my-apps.module.css';
import { ProfileNeeded } from './profile-needed';

const isProfileIncomplete = (error: unknown) =>
  error instanceof ApiError && error.code === AUTH_ERROR_CODES.profileIncomplete;

/**
 * Every app, as the server sees it for this user (`Dashboard/MyApps`): those access control lets
 * them open, each with its subscription and Launch, Buy or Renew; the others are named, so nobody
 * wonders where they went.
 */
function AppList() {
  const { state, retry } = useApiGet<MyAppsAnswer>('/Dashboard/MyApps');

  if (state.status === 'loading') return <p role="status">Loading your apps…</p>;
  if (state.status === 'error') {
    return isProfileIncomplete(state.error) ? (
      <ProfileNeeded />
    ) : (
      <LoadError message="We could not load your apps." onRetry={retry} />
    );
  }
  const apps = state.data.apps.filter((app) => app.allowed);
  const withheld = state.data.apps.filter((app) => !app.allowed);
  return (
    <>
      {apps.length > 0 ? (
        <ul className={styles.apps}>
          {apps.map((app) => (
            <AppCard key={app.code} app={app} onRefused={retry} />
          ))}
        </ul>
      ) : null}
      {withheld.length > 0 ? (
        <FormMessage tone="info">
          Your organisation’s administrator has not given you access to{' '}
          {withheld.map((app) => app.name).join(', ')}.
        </FormMessage>
      ) : null}
    </>
  );
}

/**
 * My Apps for the signed-in user, once their profile is complete (the server asks for it). The
 * session is read afresh too, so the menu follows any change an administrator made meanwhile.
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
  return (
    <section aria-labelledby="my-apps-heading" className={styles.section}>
      <h2 id="my-apps-heading">Your apps</h2>
      {isProfileComplete(user) ? <AppList /> : <ProfileNeeded />}
    </section>
  );
}
