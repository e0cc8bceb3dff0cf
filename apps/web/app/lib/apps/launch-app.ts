import { subscriptionsApi } from '@prakar/shared/api/subscriptions';
import type { ProductCode } from '@prakar/shared/catalogue';
import { call } from '#app/lib/api-client.ts';

/**
 * Asks the server where the app opens at the moment of opening, so access taken away since My
 * Apps was drawn is refused there (and the page learns of it), not by the app after the user left.
 */
export async function launchUrl(code: ProductCode): Promise<string> {
  const { url } = await call(subscriptionsApi.launch, { params: { code } });
  return url;
}
