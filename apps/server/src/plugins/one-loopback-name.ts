import type { FastifyInstance } from 'fastify';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Not pages: the API (its health and readiness checks included) and Prometheus's `/metrics`,
 * which a scraper asks of each instance at its own address, whatever PUBLIC_URL names.
 */
const isForMachines = (url: string) =>
  url.startsWith('/api/') || url === '/metrics' || url.startsWith('/metrics?');

/** `localhost:3000` → ['localhost', '3000']; `[::1]:3000` → ['[::1]', '3000']. */
function hostAndPort(host: string): [string, string] {
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host.toLowerCase());
  return [match?.[1] ?? '', match?.[2] ?? ''];
}

/**
 * On one machine, `localhost` and `127.0.0.1` are one server but two sites to a browser: cookies
 * set on one are not sent to the other, so a visitor on the address PUBLIC_URL does not name is
 * signed out by the gateway's return or a mailed link, which lead to PUBLIC_URL. Their pages are
 * sent to PUBLIC_URL's address instead. The target is always PUBLIC_URL, never the request's
 * Host; only another loopback name for the same port is sent on, so a proxy's own Host header
 * is never redirected, and only pages, so a health check or a scrape is answered where it asked.
 */
export function sendLoopbackAliasesToPublicUrl(app: FastifyInstance, publicUrl: string): void {
  const target = new URL(publicUrl);
  const [publicName, publicPort] = hostAndPort(target.host);
  if (!LOOPBACK_NAMES.has(publicName)) return;
  const port = publicPort || (target.protocol === 'https:' ? '443' : '80');
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (isForMachines(request.url)) return;
    const [name, requestPort] = hostAndPort(request.headers.host ?? '');
    if (name === publicName || !LOOPBACK_NAMES.has(name) || (requestPort || '80') !== port) return;
    return reply.redirect(new URL(request.url, target.origin).href, 307);
  });
}
