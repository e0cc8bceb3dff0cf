import type { UserRecord } from '#app/lib/user-record.ts';
import { initialsOf } from './account-items';
import { ChevronDown } from './icons';
import styles from './nav.module.css';

/** The trigger's face; also shown, inert, while the dropdown's code loads. */
export function UserTriggerContent({
  user,
  placeholder = false,
}: {
  user: UserRecord;
  placeholder?: boolean;
}) {
  const content = (
    <>
      <span className={styles.avatar} aria-hidden="true">
        {initialsOf(user.Name)}
      </span>
      <span className={styles.userName}>{user.Name || 'My account'}</span>
      <ChevronDown />
    </>
  );
  return placeholder ? <span className={styles.userTrigger}>{content}</span> : content;
}
