import type { UserSummary } from '@prakar/shared/users';
import { useState } from 'react';
import { notify, showServiceError } from '#app/components/toasts/notify.ts';
import { type FocusReturn, useFocusReturn } from '#app/lib/focus-return.ts';
import { useUserActionRequests } from './use-user-action-requests';
import { type Confirmation, USER_ACTIONS, type UserActionId } from './user-actions';
import { actionsTriggerId } from './user-actions-menu';
import { USERS_TABLE_ID } from './users-table';

interface Pending {
  user: UserSummary;
  action: UserActionId;
}

export interface RowActions {
  /** A row's menu chose an action: it runs now, or after the confirmation. */
  choose: (user: UserSummary, action: UserActionId) => void;
  /** What the confirmation dialog asks, while one is open. */
  confirmation: Confirmation | undefined;
  busy: boolean;
  confirm: () => void;
  cancel: () => void;
  /** Focus goes back to the row's menu button, or to the table when the row is going away. */
  focusReturn: FocusReturn;
}

/**
 * Runs the actions of the users table: once the lists they change have been read again, the
 * outcome in a toast; a refusal (the last administrator, say) is an Error toast with the
 * server's reason.
 */
export function useRowActions(): RowActions {
  const requests = useUserActionRequests();
  const [pending, setPending] = useState<Pending>();
  const [busy, setBusy] = useState(false);
  const focusReturn = useFocusReturn(() => document.getElementById(USERS_TABLE_ID));

  const perform = async ({ user, action }: Pending): Promise<boolean> => {
    const spec = USER_ACTIONS[action];
    try {
      await requests[action](user);
    } catch (error) {
      showServiceError(error);
      return false;
    }
    notify.success(spec.done(user));
    return true;
  };

  const choose = (user: UserSummary, action: UserActionId) => {
    if (USER_ACTIONS[action].confirm) {
      // The menu item that was chosen has gone with its menu: the row's menu button stands in.
      focusReturn.remember(document.getElementById(actionsTriggerId(user)));
      setPending({ user, action });
    } else {
      void perform({ user, action });
    }
  };

  const confirm = async () => {
    if (!pending || busy) return;
    setBusy(true);
    // The reloaded list no longer has the row: focus goes to the table, not to its menu button.
    if ((await perform(pending)) && USER_ACTIONS[pending.action].removesRow) focusReturn.forget();
    setBusy(false);
    setPending(undefined);
  };

  return {
    choose,
    confirmation: pending ? USER_ACTIONS[pending.action].confirm?.(pending.user) : undefined,
    busy,
    confirm: () => void confirm(),
    cancel: () => setPending(undefined),
    focusReturn,
  };
}
