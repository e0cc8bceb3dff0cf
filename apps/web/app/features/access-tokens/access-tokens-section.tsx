import type { AccessToken } from '@prakar/shared/access-tokens';
import { accessTokensApi } from '@prakar/shared/api/access-tokens';
import { useEffect, useRef, useState } from 'react';
import { LoadError } from '#app/components/content/load-error.tsx';
import { ConfirmDialog } from '#app/components/dialog/confirm-dialog.tsx';
import { notify, showServiceError } from '#app/components/toasts/notify.ts';
import { useApiMutation, useApiQuery } from '#app/lib/api-query.ts';
import { useFocusReturn } from '#app/lib/focus-return.ts';
import styles from './access-tokens.module.css';
import { CreateTokenForm } from './create-token-form';
import { NewTokenNotice } from './new-token-notice';
import { TokensTable } from './tokens-table';

export const NO_TOKENS = 'No tokens yet.';
const HEADING_ID = 'access-tokens-heading';

function TokenList({ onRevoke }: { onRevoke: (token: AccessToken, button: HTMLElement) => void }) {
  const list = useApiQuery(accessTokensApi.list, {});
  if (list.isPending) return <p role="status">Loading your tokens…</p>;
  if (list.isError) {
    return (
      <LoadError message="We could not load your tokens." onRetry={() => void list.refetch()} />
    );
  }
  const { tokens } = list.data;
  if (tokens.length === 0) return <p className={styles.note}>{NO_TOKENS}</p>;
  return <TokensTable tokens={tokens} onRevoke={onRevoke} />;
}

/**
 * The profile's "API access tokens": tokens for scripts and integrations that call the API as
 * this user, each named, read-only or read-and-write, and revocable. A new token's secret shows
 * once, right after it is created.
 */
export function AccessTokensSection() {
  const [created, setCreated] = useState<string>();
  const noticeShown = useRef(false);
  // Once the new token's notice is put away, its button has gone: focus goes to the heading.
  useEffect(() => {
    if (noticeShown.current && !created) document.getElementById(HEADING_ID)?.focus();
    noticeShown.current = created !== undefined;
  }, [created]);
  const [revoking, setRevoking] = useState<AccessToken>();
  // A revoked token's row, and its button, go: focus then goes to the section's heading.
  const focusReturn = useFocusReturn(() => document.getElementById(HEADING_ID));
  const revoke = useApiMutation(accessTokensApi.revoke, {
    onSuccess: () => {
      focusReturn.forget();
      setRevoking(undefined);
      notify.success('The token is revoked: anything using it is now refused.');
    },
  });

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(
      { params: { id: revoking.id } },
      {
        onError: (error) => {
          setRevoking(undefined);
          showServiceError(error);
        },
      },
    );
  };

  return (
    <section aria-labelledby={HEADING_ID} className={styles.section}>
      <h2 id={HEADING_ID} tabIndex={-1} className={styles.heading}>
        API access tokens
      </h2>
      <p>
        A token lets a script or another program use the portal’s API as you, with your access. A
        read-only token can look but not change anything. Tokens cannot manage tokens, change your
        password or sign anyone out.
      </p>
      <TokenList
        onRevoke={(token, button) => {
          focusReturn.remember(button);
          setRevoking(token);
        }}
      />
      {created ? <NewTokenNotice token={created} onDone={() => setCreated(undefined)} /> : null}
      <h3>Create a token</h3>
      <CreateTokenForm onCreated={setCreated} />
      <ConfirmDialog
        open={revoking !== undefined}
        title={`Revoke “${revoking?.name ?? ''}”?`}
        message="Anything that uses this token is refused from now on. This cannot be undone."
        confirmLabel="Revoke token"
        cancelLabel="Keep token"
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(undefined)}
        focusReturn={focusReturn}
      />
    </section>
  );
}
