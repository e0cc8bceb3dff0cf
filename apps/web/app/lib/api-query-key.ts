import type { Endpoint, EndpointInput } from '@prakar/shared/api/endpoint';
import type { QueryKey } from '@tanstack/react-query';

/**
 * Query keys follow the contract: `[resource, name, input]`, so everything read from one resource
 * (`['users']`) can be refreshed at once after a change to it. Apart from the query hooks so that
 * code on every page's first load (the session) can name a key without loading the API client.
 */
export function apiQueryKey<E extends Endpoint>(
  endpoint: Pick<E, 'resource' | 'name'>,
  input?: EndpointInput<E>,
): QueryKey {
  return [endpoint.resource, endpoint.name, input ?? {}];
}
