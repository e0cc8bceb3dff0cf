import { contactApi } from '@prakar/shared/api/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { originOf } from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import type { ContactService } from './contact-service.ts';

/** Per IP: enough for a person who retries, too few for a spammer. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

/** A contact message is a few kilobytes at most; anything far bigger is not a person typing. */
const CONTACT_BODY_LIMIT = 16 * 1024;

/** Group "Details": messages from the contact panel and the contact-us page. */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (
  app,
  { contact },
) => {
  route(
    app,
    contactApi.send,
    async (request) => {
      const { receipt, stored } = await contact.submit(request.body, originOf(request));
      if (!stored) request.log.info('contact honeypot filled: message dropped');
      return receipt;
    },
    { bodyLimit: CONTACT_BODY_LIMIT, config: { rateLimit: CONTACT_RATE_LIMIT } },
  );
};
