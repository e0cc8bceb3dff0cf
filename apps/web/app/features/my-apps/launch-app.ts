import type { LaunchAnswer } from '@prakar/shared/subscriptions';
import { apiPost } from '#app/lib/api-client.ts';

/**
 * Asks the server where the app opens at the moment of opening, so access taken away since My
 * Apps was drawn is refused there (and the page learns of it), not by the app after the user left.
 */
export async function launchUrl(code: string): Promise<string> {
  const { url } = await apiPost<LaunchAnswer>(`/Dashboard/MyApps/${code}/Launch`, undefined);
  return url;
}
