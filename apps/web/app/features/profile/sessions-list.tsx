import { profileApi } from '@prakar/shared/api/profile';
import { formatIndianDateTime } from '@prakar/shared/dates';
import { LoadError } from '#app/components/content/load-error.tsx';
import { notify, showServiceError } from '#app/components/toasts/notify.ts';
import { BusyButton } from '#app/components/ui/busy-button.tsx';
import buttons from '#app/components/ui/button.module.css';
import { useApiMutation, useApiQuery } from '#app/lib/api-query.ts';
import styles from './profile.module.css';

export const OTHERS_SIGNED_OUT = 'Your other sessions have been signed out.';

/** Where the account is signed in, with a way to sign out everywhere else. */
export function SessionsList() {
  const list = useApiQuery(profileApi.sessions, {});
  // Refreshes the list once the others have ended.
  const revokeOthers = useApiMutation(profileApi.revokeOtherSessions, {
    onSuccess: () => notify.success(OTHERS_SIGNED_OUT),
  });

  if (list.isPending) return <p role="status">Loading your sessions…</p>;
  if (list.isError) {
    return (
      <LoadError message="We could not load your sessions." onRetry={() => void list.refetch()} />
    );
  }

  const { sessions } = list.data;
  const others = sessions.filter((session) => !session.current).length;
  const signOutOthers = () => revokeOthers.mutate({}, { onError: showServiceError });

  return (
    <div className={styles.sessions}>
      <ul className={styles.sessionList}>
        {sessions.map((session) => (
          <li key={session.id} className={styles.session}>
            <p className={styles.device}>
              {session.device}
              {session.current ? <span className={styles.badge}>This device</span> : null}
            </p>
            <p className={styles.note}>
              Last active {formatIndianDateTime(session.lastSeenAt)}
              {session.ip ? ` from ${session.ip}` : ''}; signed in{' '}
              {formatIndianDateTime(session.createdAt)}
            </p>
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <BusyButton
          type="button"
          className={buttons.secondary}
          busy={revokeOthers.isPending}
          onClick={signOutOthers}
        >
          Sign out other sessions ({others})
        </BusyButton>
      ) : (
        <p className={styles.note}>You are not signed in anywhere else.</p>
      )}
    </div>
  );
}
