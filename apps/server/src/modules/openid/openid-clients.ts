import { readFileSync } from 'node:fs';
import { APP_CODES, type AppCode } from '@prakar/shared/permissions';
import { z } from 'zod';
import { ConfigError } from '#src/config.ts';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' });

/** One of the firm's apps as the provider knows it (docs/configuration.md, "Single sign-on"). */
const clientSchema = z.strictObject({
  clientId: z.string().regex(/^[A-Za-z0-9._-]{3,64}$/, 'must be 3 to 64 letters, digits, . _ or -'),
  /** Which of the firm's products this app is: its subscription goes into the ID token. */
  app: z.enum(APP_CODES),
  name: z.string().min(1).max(80),
  /** A confidential client's secret; without one the app is a public client (PKCE alone). */
  clientSecret: z.string().min(32, 'must be at least 32 characters').optional(),
  redirectUris: z.array(httpUrl).min(1),
  postLogoutRedirectUris: z.array(httpUrl).default([]),
  backchannelLogoutUri: httpUrl.optional(),
  /** Where My Apps' Launch starts the app's sign-in (OpenID Connect's initiate_login_uri). */
  initiateLoginUri: httpUrl.optional(),
});

export type OpenidClient = z.output<typeof clientSchema>;

const clientsSchema = z.array(clientSchema).superRefine((clients, context) => {
  const seen = new Set<string>();
  for (const client of clients) {
    if (seen.has(client.clientId)) {
      context.addIssue({ code: 'custom', message: `names client ${client.clientId} twice` });
    }
    seen.add(client.clientId);
  }
});

/**
 * The apps that sign in through the portal: `OPENID_CLIENTS` (JSON) or the JSON file
 * `OPENID_CLIENTS_FILE` names; none when neither is set. A mistake stops the start, saying where.
 */
export function openidClientsOf(config: {
  openidClients?: string | undefined;
  openidClientsFile?: string | undefined;
}): OpenidClient[] {
  const [source, text] = config.openidClients
    ? ['OPENID_CLIENTS', config.openidClients]
    : config.openidClientsFile
      ? ['OPENID_CLIENTS_FILE', readClientsFile(config.openidClientsFile)]
      : [undefined, undefined];
  if (!source || text === undefined) return [];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ConfigError(`Invalid configuration: ${source} must be a JSON list of clients.`);
  }
  const result = clientsSchema.safeParse(json);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.') || 'the list'} ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration: ${source}: ${problems.join('; ')}.`);
  }
  return result.data;
}

function readClientsFile(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    throw new ConfigError(`Invalid configuration: OPENID_CLIENTS_FILE ${path} cannot be read.`);
  }
}

/**
 * Where Launch goes for an app that signs in through the portal: its initiate-login address
 * with the issuer, as third-party-initiated login asks (OpenID Connect Core 4).
 */
export function launchUrlsOf(
  clients: OpenidClient[],
  issuer: string,
): Partial<Record<AppCode, string>> {
  const urls: Partial<Record<AppCode, string>> = {};
  for (const client of clients) {
    if (!client.initiateLoginUri) continue;
    const url = new URL(client.initiateLoginUri);
    url.searchParams.set('iss', issuer);
    urls[client.app] = url.href;
  }
  return urls;
}
