import { subscriptionsApi } from '@prakar/shared/api/subscriptions';
import { AUTH_ERROR_CODES } from '@prakar/shared/auth-error-codes';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadError } from '#app/components/content/load-error.tsx';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { PrerenderedViews } from '#app/components/layout/prerendered-views.tsx';
import { SignInLink } from '#app/components/nav/sign-in-link.tsx';
import { ApiError } from '#app/lib/api-error.ts';
import { useApiQuery } from '#app/lib/api-query.ts';
import { refreshSession } from '#app/lib/session/session-check.ts';
import { setUpPathWithReturn } from '#app/lib/session/set-up-first.ts';
import { useCurrentUser } from '#app/lib/session/use-current-user.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { isProfileComplete } from '#app/lib/user-record.ts';
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
  const answer = useApiQuery(subscriptionsApi.myApps, {});
  const retry = () => void answer.refetch();

  if (answer.isPending || (answer.isError && answer.isFetching)) {
    return <p role="status">Loading your apps…</p>;
  }
  if (answer.isError) {
    return isProfileIncomplete(answer.error) ? (
      <ProfileNeeded />
    ) : (
      <LoadError message="We could not load your apps." onRetry={retry} />
    );
  }
  const apps = answer.data.apps.filter((app) => app.allowed);
  const withheld = answer.data.apps.filter((app) => !app.allowed);
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
 * session is read afresh too, so the menu follows any change an administrator made meanwhile. A
 * user the two-step policy holds back (the server refuses their apps) sets it up first, then
 * comes back here.
 */
export function MyApps() {
  const user = useCurrentUser();
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  useEffect(() => {
    void refreshSession();
  }, []);

  const signInPrompt = (
    <p>
      <SignInLink>Sign in</SignInLink> to see the apps your organisation gives you.
    </p>
  );
  // Pre-rendered: the prompt for a newcomer, a loading line for someone who may be signed in.
  if (!hydrated) {
    return (
      <PrerenderedViews
        newcomer={signInPrompt}
        returning={<p role="status">Loading your apps…</p>}
      />
    );
  }
  if (!user) return signInPrompt;
  if (user.TwoFactorSetUpRequired) {
    return <Navigate to={setUpPathWithReturn(pathname + search)} replace />;
  }
  return (
    <section aria-labelledby="my-apps-heading" className={styles.section}>
      <h2 id="my-apps-heading">Your apps</h2>
      {isProfileComplete(user) ? <AppList /> : <ProfileNeeded />}
    </section>
  );
}
