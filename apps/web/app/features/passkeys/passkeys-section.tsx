import { passkeysApi } from '@prakar/shared/api/passkeys';
import type { Passkey } from '@prakar/shared/passkeys';
import { useState } from 'react';
import { LoadError } from '#app/components/content/load-error.tsx';
import { ConfirmDialog } from '#app/components/dialog/confirm-dialog.tsx';
import { notify, showServiceError } from '#app/components/toasts/notify.ts';
import { useApiMutation, useApiQuery } from '#app/lib/api-query.ts';
import { useFocusReturn } from '#app/lib/focus-return.ts';
import { AddPasskeyForm } from './add-passkey-form';
import styles from './passkeys.module.css';
import { PasskeysTable } from './passkeys-table';
import { RenamePasskeyDialog } from './rename-passkey-dialog';

export const NO_PASSKEYS = 'No passkeys yet.';
const HEADING_ID = 'passkeys-heading';

type Act = (passkey: Passkey, button: HTMLElement) => void;

function PasskeyList({ onRename, onRemove }: { onRename: Act; onRemove: Act }) {
  const list = useApiQuery(passkeysApi.list, {});
  if (list.isPending) return <p role="status">Loading your passkeys…</p>;
  if (list.isError) {
    return (
      <LoadError message="We could not load your passkeys." onRetry={() => void list.refetch()} />
    );
  }
  const { passkeys } = list.data;
  if (passkeys.length === 0) return <p className={styles.note}>{NO_PASSKEYS}</p>;
  return <PasskeysTable passkeys={passkeys} onRename={onRename} onRemove={onRemove} />;
}

/**
 * The profile's "Passkeys": sign-ins without a password, kept by the user's devices or password
 * manager. Each is named, can be renamed, and removed after a question.
 */
export function PasskeysSection() {
  const [renaming, setRenaming] = useState<Passkey>();
  const [removing, setRemoving] = useState<Passkey>();
  const renameFocus = useFocusReturn();
  // A removed passkey's row, and its button, go: focus then goes to the section's heading.
  const removeFocus = useFocusReturn(() => document.getElementById(HEADING_ID));
  const remove = useApiMutation(passkeysApi.remove, {
    onSuccess: () => {
      removeFocus.forget();
      setRemoving(undefined);
      notify.success('The passkey is removed: it no longer signs you in.');
    },
  });

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(
      { params: { id: removing.id } },
      {
        onError: (error) => {
          setRemoving(undefined);
          showServiceError(error);
        },
      },
    );
  };

  return (
    <section aria-labelledby={HEADING_ID} className={styles.section}>
      <h2 id={HEADING_ID} tabIndex={-1}>
        Passkeys
      </h2>
      <p>
        A passkey signs you in with your fingerprint, face or device PIN instead of your password.
        It is kept on your device or in your password manager, works only on this site, and counts
        as two-step sign-in.
      </p>
      <PasskeyList
        onRename={(passkey, button) => {
          renameFocus.remember(button);
          setRenaming(passkey);
        }}
        onRemove={(passkey, button) => {
          removeFocus.remember(button);
          setRemoving(passkey);
        }}
      />
      <h3>Add a passkey</h3>
      <AddPasskeyForm />
      <RenamePasskeyDialog
        passkey={renaming}
        onClose={() => setRenaming(undefined)}
        focusReturn={renameFocus}
      />
      <ConfirmDialog
        open={removing !== undefined}
        title={`Remove “${removing?.name ?? ''}”?`}
        message="It no longer signs you in. You can still sign in with your password, and add the passkey again later."
        confirmLabel="Remove passkey"
        cancelLabel="Keep passkey"
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(undefined)}
        focusReturn={removeFocus}
      />
    </section>
  );
}
