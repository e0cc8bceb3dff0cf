import type { UserSummary } from '@prakar/shared/users';
import { useState } from 'react';
import { notify, showServiceError } from '#app/components/toasts/notify.ts';
import { type FocusReturn, useFocusReturn } from '#app/lib/focus-return.ts';
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
 * Runs the actions of the users table: the outcome in a toast, then the list reloads (`reload`)
 * so the row shows what the server now holds; a refusal (the last administrator, say) is an
 * Error toast with the server's reason.
 */
export function useRowActions(reload: () => void): RowActions {
  const [pending, setPending] = useState<Pending>();
  const [busy, setBusy] = useState(false);
  const focusReturn = useFocusReturn(() => document.getElementById(USERS_TABLE_ID));

  const perform = async ({ user, action }: Pending): Promise<boolean> => {
    const spec = USER_ACTIONS[action];
    try {
      await spec.run(user);
    } catch (error) {
      showServiceError(error);
      return false;
    }
    notify.success(spec.done(user));
    reload();
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
    // The row leaves once the list reloads, after the dialog has closed.
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
