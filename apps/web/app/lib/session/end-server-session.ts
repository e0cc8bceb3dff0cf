import { accountsApi } from '@prakar/shared/api/accounts';

/**
 * Ends this browser's session on the server (logout, inactivity). Failures are ignored: the
 * session then still expires on the server after its idle time, and the page signs out anyway.
 */
export async function endServerSession(): Promise<void> {
  const { call } = await import('#app/lib/api-client.ts');
  await call(accountsApi.logout, {}, { silent: true, authRedirect: false }).catch(() => undefined);
}
