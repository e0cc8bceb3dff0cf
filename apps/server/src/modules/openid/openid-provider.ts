import { createHash } from 'node:crypto';
import Provider, {
  type ClientMetadata,
  interactionPolicy,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { Database } from '#src/db/client.ts';
import { openidAdapterFactory } from './openid-adapter.ts';
import { SCOPE_CLAIMS, SCOPES } from './openid-claims.ts';
import type { OpenidClient } from './openid-clients.ts';
import { renderLoggedOut, renderLogoutConfirmation, renderProviderError } from './openid-pages.ts';
import type { SigningKeys } from './openid-signing-key.ts';

export const OPENID_PATH = '/oidc';

export interface ProviderDeps {
  db: Database;
  now: () => Date;
  issuer: string;
  clients: OpenidClient[];
  /** The first signs; the others are published, so what they signed still validates. */
  signingKeys: SigningKeys;
  /** How long a provider session lasts: as long as the portal session it came from. */
  sessionSeconds: number;
  trustProxy: boolean;
  /** The claims of a portal user, or undefined for one who may no longer sign in. */
  claimsOf: (sub: string) => Promise<Record<string, unknown> | undefined>;
  /**
   * Whether the browser's portal session still belongs to this account; the provider's session
   * lives no longer than the portal's, so a sign-out at the portal is one at the apps too.
   */
  portalSessionHolds: (ctx: KoaContextWithOIDC, accountId: string) => Promise<boolean>;
}

function clientMetadata(client: OpenidClient): ClientMetadata {
  return {
    client_id: client.clientId,
    client_name: client.name,
    ...(client.clientSecret
      ? { client_secret: client.clientSecret, token_endpoint_auth_method: 'client_secret_basic' }
      : { token_endpoint_auth_method: 'none' }),
    redirect_uris: client.redirectUris,
    post_logout_redirect_uris: client.postLogoutRedirectUris,
    ...(client.backchannelLogoutUri
      ? {
          backchannel_logout_uri: client.backchannelLogoutUri,
          backchannel_logout_session_required: true,
        }
      : {}),
    grant_types: ['authorization_code'],
    response_types: ['code'],
  };
}

/** The login prompt also asks again when the portal session behind the provider's has ended. */
function interactionPolicyWithPortalSession(deps: ProviderDeps) {
  const policy = interactionPolicy.base();
  const login = policy.get('login');
  login?.checks.add(
    new interactionPolicy.Check(
      'portal_session_ended',
      'The portal session has ended',
      async (ctx) => {
        const accountId = ctx.oidc.session?.accountId;
        if (!accountId) return interactionPolicy.Check.REQUEST_PROMPT;
        return (await deps.portalSessionHolds(ctx, accountId))
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT;
      },
    ),
  );
  return policy;
}

/**
 * The portal as an OpenID Connect provider (docs/decisions/0090): authorization code with PKCE
 * only, the firm's own apps without a consent screen, RP-initiated and back-channel logout.
 */
export function createOpenidProvider(deps: ProviderDeps): Provider {
  const provider = new Provider(deps.issuer, {
    adapter: openidAdapterFactory(deps.db, deps.now),
    clients: deps.clients.map(clientMetadata),
    jwks: { keys: deps.signingKeys },
    // Signed cookies need keys every process shares: derived from the signing keys, the first
    // signing, the others still accepted across a rotation.
    cookies: {
      keys: deps.signingKeys.map((key) =>
        createHash('sha256').update(`cookies:${key.d}`).digest('base64url'),
      ),
    },
    claims: SCOPE_CLAIMS,
    scopes: SCOPES,
    // The organisation, role and apps go into the ID token itself, not only the userinfo answer.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    responseTypes: ['code'],
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: renderLogoutConfirmation,
        postLogoutSuccessSource: renderLoggedOut,
      },
      backchannelLogout: { enabled: true },
      revocation: { enabled: true },
    },
    ttl: {
      Session: deps.sessionSeconds,
      Grant: deps.sessionSeconds,
      Interaction: 3600,
      AuthorizationCode: 60,
      AccessToken: 3600,
      IdToken: 3600,
    },
    interactions: {
      policy: interactionPolicyWithPortalSession(deps),
      url: (_ctx, interaction) => `${OPENID_PATH}/interaction/${interaction.uid}`,
    },
    // Every client is one of the firm's own apps: the grant is given without asking.
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const grant = await ctx.oidc.provider.Grant.find(grantId);
        if (grant) return grant;
      }
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope(SCOPES.join(' '));
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, sub) {
      const claims = await deps.claimsOf(sub);
      if (!claims) return undefined;
      return { accountId: sub, claims: async () => ({ ...claims, sub }) };
    },
    renderError: renderProviderError,
    // Its only calls out are to back-channel addresses the operator configured, which may well
    // be on the firm's own network: the guard against private addresses stands aside.
    fetch: (url, init) => {
      const { dispatcher: _guard, ...options } = (init ?? {}) as RequestInit & {
        dispatcher?: unknown;
      };
      return globalThis.fetch(url, options);
    },
  });
  provider.proxy = deps.trustProxy;
  return provider;
}
