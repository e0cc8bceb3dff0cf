import {
  matterCalendarFeedParamsSchema,
  matterCalendarLinkSchema,
  matterDeadlinesSchema,
  newMatterCalendarLinkSchema,
} from '#src/matter-calendar.ts';
import { defineEndpoints, errorResponses, fileResponse } from './endpoint.ts';

/**
 * The organisation's deadlines across its open matters, and the caller's own calendar address
 * for them (group "Matters"): a calendar application cannot sign in, so the address carries a
 * secret, kept hashed, shown once and replaceable.
 */
export const matterCalendarApi = defineEndpoints('matterCalendar', {
  deadlines: {
    method: 'GET',
    path: '/Matters/Deadlines',
    tag: 'Matters',
    permission: 'view:matters:org',
    summary:
      'Every statutory and target date and every hearing ahead of the organisation’s open matters, soonest first, with the IST days left.',
    responses: { 200: matterDeadlinesSchema, ...errorResponses(401, 403, 500) },
  },
  link: {
    method: 'GET',
    path: '/Matters/Calendar',
    tag: 'Matters',
    permission: 'view:matters:org',
    summary: 'Whether the caller has a calendar address for the deadlines, and since when.',
    responses: { 200: matterCalendarLinkSchema, ...errorResponses(401, 403, 500) },
  },
  replaceLink: {
    method: 'POST',
    path: '/Matters/Calendar',
    tag: 'Matters',
    permission: 'view:matters:org',
    inPerson: true,
    summary:
      'A new calendar address for the caller, shown this once; the one they had before stops working.',
    responses: { 201: newMatterCalendarLinkSchema, ...errorResponses(401, 403, 500) },
  },
  feed: {
    method: 'GET',
    path: '/Matters/Calendar/:token.ics',
    tag: 'Matters',
    signIn: 'none',
    summary:
      'The deadlines as an iCalendar feed of all-day events, for the address’s owner while they are active and may see matters; 404 otherwise.',
    params: matterCalendarFeedParamsSchema,
    responses: {
      200: fileResponse('text/calendar', 'An iCalendar (RFC 5545) feed, one event per date.'),
      ...errorResponses(404, 429, 500),
    },
  },
});
