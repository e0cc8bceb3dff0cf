import type { FastifyPluginAsync } from 'fastify';
import { buildRobots, buildSitemap } from './findability.ts';

/** Both change only with a deploy; a crawler may keep them for an hour. */
const CACHE = 'public, max-age=3600';

/**
 * Registered before the static host, whose catch-all would otherwise serve whatever the web build
 * holds (or nothing) at these addresses. Built once: they depend only on PUBLIC_URL and the
 * shared route lists.
 */
export const findabilityRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (
  app,
  { publicUrl },
) => {
  const sitemap = buildSitemap(publicUrl);
  const robots = buildRobots(publicUrl);
  const options = { schema: { hide: true } } as const;

  app.get('/sitemap.xml', options, (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', CACHE).send(sitemap),
  );
  app.get('/robots.txt', options, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(robots),
  );
};
