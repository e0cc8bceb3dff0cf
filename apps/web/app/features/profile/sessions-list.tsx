import { formatIndianDateTime } from '@prakar/shared/dates';
import type { sessionListSchema } from '@prakar/shared/profile';
import { useState } from 'react';
import type { z } from 'zod';
import { LoadError } from '#app/components/content/load-error.tsx';
import { notify, showServiceError } from '#app/components/toasts/notify.ts';
import { BusyButton } from '#app/components/ui/busy-button.tsx';
import buttons from '#app/components/ui/button.module.css';
import { apiPost } from '#app/lib/api-client.ts';
import { useApiGet } from '#app/lib/use-api-get.ts';
import styles from './profile.module.css';

type SessionList = z.infer<typeof sessionListSchema>;

export const OTHERS_SIGNED_OUT = 'Your other sessions have been signed out.';

/** Where the account is signed in, with a way to sign out everywhere else. */
export function SessionsList() {
  const { state, retry } = useApiGet<SessionList>('/Details/Sessions');
  const [ending, setEnding] = useState(false);

  if (state.status === 'loading') return <p role="status">Loading your sessions…</p>;
  if (state.status === 'error') {
    return <LoadError message="We could not load your sessions." onRetry={retry} />;
  }

  const { sessions } = state.data;
  const others = sessions.filter((session) => !session.current).length;

  const signOutOthers = async () => {
    setEnding(true);
    try {
      await apiPost('/Details/Sessions/RevokeOthers', undefined);
      notify.success(OTHERS_SIGNED_OUT);
      retry();
    } catch (error) {
      showServiceError(error);
    } finally {
      setEnding(false);
    }
  };

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
          busy={ending}
          onClick={() => void signOutOthers()}
        >
          Sign out other sessions ({others})
        </BusyButton>
      ) : (
        <p className={styles.note}>You are not signed in anywhere else.</p>
      )}
    </div>
  );
}
