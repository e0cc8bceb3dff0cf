import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

type Directives = Record<string, string[]>;

/**
 * The Content-Security-Policy of the site. Pages are pre-rendered React Router HTML with inline
 * `<script>` modules, so instead of allowing every inline script the static host hashes each
 * page's inline scripts at start and sends that page's hashes in `script-src` (see static-host.ts).
 * Styles keep 'unsafe-inline': pre-rendered markup carries `style` attributes from components, and
 * injected styles cannot run code. Everything else loads from this origin only.
 */
export interface CspOptions {
  https: boolean;
  /** Other origins the site's forms may post to: the payment gateway's hosted checkout. */
  formActions?: readonly string[];
}

export function cspDirectives(options: CspOptions & { scriptHashes?: string[] }): Directives {
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(options.scriptHashes ?? []).map((hash) => `'${hash}'`)],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...(options.formActions ?? [])],
    'frame-ancestors': ["'self'"],
  };
  // Only over HTTPS: on plain-HTTP development hosts it would break every asset request.
  if (options.https) directives['upgrade-insecure-requests'] = [];
  return directives;
}

export function serializeCsp(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * Powerful browser features the site never uses, turned off for it and anything it embeds, so a
 * script that got in could not use them either. Paying happens on the gateway's own page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/**
 * Helmet's headers with the site's policy on every answer (a page's own script hashes replace its
 * policy in the static host), the permissions policy, and no caching of API answers.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: CspOptions,
): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
    // HSTS only makes sense, and is only honoured, when the site is served over HTTPS.
    strictTransportSecurity: options.https
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
  });
  // API answers hold personal and tax data: no browser or proxy keeps them, unless a route says
  // otherwise. Pages and assets set their own caching in the static host.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done();
  });
}
