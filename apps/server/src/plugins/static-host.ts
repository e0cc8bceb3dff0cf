import fastifyStatic from '@fastify/static';
import {
  canonicalRoute,
  homeRoute,
  isGuardedRoute,
  isPublicRoute,
  recordRouteOf,
  routeOfPath,
} from '@prakar/shared/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { displayPath } from '#src/config.ts';
import type { CspOptions } from './security-headers.ts';
import { type HtmlPage, loadWebBuild, pickEncoding, type WebBuild } from './web-build.ts';

export const NOT_BUILT_MESSAGE = 'Web app not built: run npm run build';

const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
const CACHE_SHORT = 'public, max-age=3600';
/** HTML is revalidated on every visit, so a deploy is seen at once (the ETag keeps it cheap). */
const CACHE_HTML = 'no-cache';

/**
 * Kept out of the API reference, and out of the per-IP rate limit: a page load fetches dozens of
 * files from memory or disk, and a whole office behind one address would soon be refused pages.
 */
const routeOptions = { schema: { hide: true }, config: { rateLimit: false } } as const;

/** A file the server makes from the build and today's data, instead of the build's own. */
export interface LiveFile {
  body: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
}

/**
 * What changes in a pre-rendered build without a new one: a public page filled with today's data,
 * and files drawn from it (a product page's prices and sharing card, docs/decisions/0062; the
 * careers page's openings, docs/decisions/0068).
 */
export interface LiveContent {
  /** The page to send for a public route: `built` itself when nothing in it changes. */
  page(route: string, built: HtmlPage): Promise<HtmlPage>;
  /** A file drawn now in place of the build's (`og/tds.png`), if this is one. */
  file(path: string): Promise<LiveFile | undefined>;
}

/** Several kinds of live content as one: a page passes through each, a file is the first's. */
export function liveTogether(
  ...makers: ((build: WebBuild) => LiveContent)[]
): (build: WebBuild) => LiveContent {
  return (build) => {
    const parts = makers.map((make) => make(build));
    return {
      async page(route, built) {
        let page = built;
        for (const part of parts) page = await part.page(route, page);
        return page;
      },
      async file(path) {
        for (const part of parts) {
          const file = await part.file(path);
          if (file) return file;
        }
        return undefined;
      },
    };
  };
}

export interface StaticHostOptions extends CspOptions {
  webBuildDir: string;
  live?: (build: WebBuild) => LiveContent;
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** The path and the `?query` part of a request URL; the path is undefined if badly encoded. */
function splitUrl(url: string): { pathname: string | undefined; search: string } {
  const at = url.indexOf('?');
  const rawPath = at === -1 ? url : url.slice(0, at);
  const search = at === -1 ? '' : url.slice(at);
  try {
    return { pathname: decodeURIComponent(rawPath), search };
  } catch {
    return { pathname: undefined, search };
  }
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: HtmlPage, status: number) {
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', CACHE_HTML)
    .header('content-security-policy', page.csp)
    .header('vary', 'accept-encoding');
  if (status === 200) {
    reply.header('etag', page.etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch?.split(',').some((tag) => tag.trim() === page.etag)) {
      return reply.code(304).send();
    }
  }
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const compressed = encoding ? page[encoding] : undefined;
  if (encoding && compressed) {
    // Setting Content-Encoding tells @fastify/compress the body is already compressed.
    return reply.header('content-encoding', encoding).send(compressed);
  }
  return reply.send(page.raw);
}

function sendLiveFile(request: FastifyRequest, reply: FastifyReply, file: LiveFile) {
  reply.header('etag', file.etag).header('cache-control', file.cacheControl);
  if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === file.etag)) {
    return reply.code(304).send();
  }
  return reply.type(file.type).send(file.body);
}

async function serve(
  build: WebBuild,
  live: LiveContent | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { pathname, search } = splitUrl(request.url);
  if (pathname === undefined) return sendPage(request, reply, build.fallback, 404);
  if (isApiPath(pathname)) return reply.callNotFound();
  // The empty path has no screen of its own: it redirects to home.
  if (pathname === '/') return reply.redirect(`/${homeRoute}${search}`, 301);

  const route = routeOfPath(pathname);
  if (isPublicRoute(route) || isGuardedRoute(route)) {
    // One address per page: `/tds/` and `//tds` move to `/tds`.
    if (pathname !== `/${route}`) return reply.redirect(`/${route}${search}`, 301);
    const prerendered = isPublicRoute(route) ? build.pages.get(`${route}/index.html`) : undefined;
    if (!prerendered) return sendPage(request, reply, build.fallback, 200);
    const page = live ? await live.page(route, prerendered) : prerendered;
    return sendPage(request, reply, page, 200);
  }
  // A record's own screen (`/back-office/leads/<id>`) is the app's, like its list's.
  if (recordRouteOf(route)) {
    if (pathname !== `/${route}`) return reply.redirect(`/${route}${search}`, 301);
    return sendPage(request, reply, build.fallback, 200);
  }
  // `/e-poi` and `/TDS` are the screens `/E-poi` and `/tds`, at their own address.
  const canonical = canonicalRoute(route);
  if (canonical) return reply.redirect(`/${canonical}${search}`, 301);

  const file = pathname.slice(1);
  const drawn = await live?.file(file);
  if (drawn) return sendLiveFile(request, reply, drawn);
  const page = build.pages.get(file);
  if (page) return sendPage(request, reply, page, 200);
  if (build.files.has(file)) {
    reply.header('cache-control', file.startsWith('assets/') ? CACHE_IMMUTABLE : CACHE_SHORT);
    return reply.sendFile(file, { cacheControl: false });
  }
  // The browser app shows its error page; the status tells crawlers the page does not exist.
  return sendPage(request, reply, build.fallback, 404);
}

/**
 * Serves the React Router build (`ssr: false` + `prerender`): each public route's own
 * pre-rendered HTML, the SPA shell for guarded routes, hashed assets with long caching, and the
 * shell with 404 for anything unknown. The build is read once at start, so rebuild, then restart.
 */
export async function registerStaticHost(
  app: FastifyInstance,
  options: StaticHostOptions,
): Promise<void> {
  const build = await loadWebBuild(options.webBuildDir, options);
  if (!build) {
    app.log.warn(
      `No web app build at ${displayPath(options.webBuildDir)}: serving the API only (run npm run build).`,
    );
    app.get('/*', routeOptions, (request, reply) => {
      if (isApiPath(splitUrl(request.url).pathname ?? '')) return reply.callNotFound();
      return reply.code(404).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
    });
    return;
  }
  await app.register(fastifyStatic, { root: build.dir, serve: false });
  const live = options.live?.(build);
  app.get('/*', routeOptions, (request, reply) => serve(build, live, request, reply));
}
