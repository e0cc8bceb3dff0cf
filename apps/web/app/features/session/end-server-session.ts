/**
 * Ends this browser's session on the server (logout, inactivity). Failures are ignored: the
 * session then still expires on the server after its idle time, and the page signs out anyway.
 */
export async function endServerSession(): Promise<void> {
  const { apiPost } = await import('#app/lib/api-client.ts');
  await apiPost('/Authentication/Logout', undefined, { silent: true, authRedirect: false }).catch(
    () => undefined,
  );
}
