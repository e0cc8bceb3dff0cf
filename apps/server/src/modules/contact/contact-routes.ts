import { apiErrorSchema } from '@prakar/shared/api-error';
import { contactMessageSchema, contactReceiptSchema } from '@prakar/shared/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#src/db/client.ts';
import type { MailOutbox } from '#src/modules/mail/outbox.ts';
import { createContactService } from './contact-service.ts';

/**
 * The form's schema, except that a filled honeypot passes validation: the server must answer a
 * bot exactly as it answers a person (201), and drop the message quietly.
 */
export const contactRequestSchema = contactMessageSchema.extend({
  website: z.string().max(2_000).optional(),
});

/** Per IP: enough for a person who retries, too few for a spammer. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

/** A contact message is a few kilobytes at most; anything far bigger is not a person typing. */
const CONTACT_BODY_LIMIT = 16 * 1024;

/** Group "Details": messages from the contact panel and the contact-us page. */
export const contactRoutes: FastifyPluginAsyncZod<{
  db: Database;
  outbox: MailOutbox;
  now: () => Date;
}> = async (app, { db, outbox, now }) => {
  const contact = createContactService({ db, outbox, now });

  app.post(
    '/Contact',
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      config: { rateLimit: CONTACT_RATE_LIMIT, signIn: 'none' },
      schema: {
        tags: ['Details'],
        summary:
          'Send a message to the firm (name, e-mail and comments are required); the sales team and the sender are e-mailed.',
        body: contactRequestSchema,
        response: {
          201: contactReceiptSchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
          500: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { receipt, stored } = await contact.submit(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      if (!stored) request.log.info('contact honeypot filled: message dropped');
      return reply.code(201).send(receipt);
    },
  );
};
