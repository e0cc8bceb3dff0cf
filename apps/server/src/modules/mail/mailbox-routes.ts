import { mailboxMessagesSchema } from '@prakar/shared/mailbox';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '#src/http-error.ts';
import { NOT_FOUND_MESSAGE } from '#src/plugins/error-handler.ts';
import type { MailRepository } from './mail-repository.ts';
import { mailboxListPage, mailboxMessagePage } from './mailbox-pages.ts';

const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|::ffff:127(\.\d{1,3}){3})$/;

export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && LOOPBACK.test(address);
}

/**
 * True only for a request made on this machine. Behind a reverse proxy on the same host every
 * connection comes from loopback, so a request that carries forwarding headers is refused too.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers['x-forwarded-for'] || headers.forwarded || headers['x-real-ip']) return false;
  return isLoopbackAddress(request.socket.remoteAddress) && isLoopbackAddress(request.ip);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Not part of the API: kept out of its reference. */
const hidden = { hide: true } as const;

/**
 * The local mailbox, registered only when no SMTP server is configured. Mails carry links that
 * sign people in or reset passwords, so it answers requests from this machine only; anyone else
 * gets the same 404 as for an address that does not exist.
 */
export const mailboxRoutes: FastifyPluginAsyncZod<{ repository: MailRepository }> = async (
  app,
  { repository },
) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!isLocalRequest(request)) throw notFound(NOT_FOUND_MESSAGE);
    reply.header('cache-control', 'no-store');
  });

  app.get('/mailbox', { schema: hidden }, async (_request, reply) => {
    const mails = await repository.listMailbox();
    return reply.type('text/html; charset=utf-8').send(mailboxListPage(mails));
  });

  app.get(
    '/mailbox/messages.json',
    {
      schema: {
        ...hidden,
        querystring: z.object({ to: z.string().trim().max(254).optional() }),
        response: { 200: mailboxMessagesSchema },
      },
    },
    async (request) => {
      const mails = await repository.listMailbox(request.query.to || undefined);
      return {
        messages: mails.map((mail) => ({
          id: mail.id,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          createdAt: mail.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/mailbox/:id',
    { schema: { ...hidden, params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const mail = UUID.test(request.params.id)
        ? await repository.findInMailbox(request.params.id)
        : undefined;
      if (!mail) throw notFound(NOT_FOUND_MESSAGE);
      return reply.type('text/html; charset=utf-8').send(mailboxMessagePage(mail));
    },
  );
};
