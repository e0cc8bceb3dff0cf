import { matterCalendarApi as api } from '@prakar/shared/api/matter-calendar';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, originOf } from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import type { MatterCalendar } from './matter-calendar.ts';

/** Group "Matters": the organisation's deadlines, and the caller's calendar address for them. */
export const matterCalendarRoutes: FastifyPluginAsyncZod<{ calendar: MatterCalendar }> = async (
  app,
  { calendar },
) => {
  route(app, api.deadlines, (request) => calendar.deadlines(currentUser(request)));
  route(app, api.link, (request) => calendar.link(currentUser(request)));
  route(app, api.replaceLink, (request) =>
    calendar.replaceLink(currentUser(request), originOf(request)),
  );
  route(app, api.feed, async (request, reply) =>
    reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('referrer-policy', 'no-referrer')
      .send(await calendar.feed(request.params.token)),
  );
};
