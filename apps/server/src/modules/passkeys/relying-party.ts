import { site } from '@prakar/shared/site';

export interface RelyingParty {
  /** The domain passkeys are bound to: PUBLIC_URL's host name. */
  id: string;
  /** The only origin whose pages may use them. */
  origin: string;
  name: string;
}

/**
 * The relying party is the site at PUBLIC_URL: a passkey made there works on no other site, and
 * an answer signed for another origin is refused (docs/decisions/0089).
 */
export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: site.name };
}
