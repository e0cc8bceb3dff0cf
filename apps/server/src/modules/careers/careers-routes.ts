import multipart from '@fastify/multipart';
import { apiErrorSchema } from '@prakar/shared/api-error';
import {
  careerApplicationReceiptSchema,
  openingListSchema,
  RESUME_MAX_BYTES,
} from '@prakar/shared/careers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#src/db/client.ts';
import type { MailOutbox } from '#src/modules/mail/outbox.ts';
import { APPLICATION_FORM_LIMITS, readApplicationForm } from './application-form.ts';
import { createCareersService } from './careers-service.ts';

export interface CareersRoutesOptions {
  db: Database;
  outbox: MailOutbox;
}

/** Per IP: a person applies for a few roles at most; each request carries up to 5 MB. */
export const APPLICATION_RATE_LIMIT = { max: 5, timeWindow: '1 hour' } as const;

/** API group "Masters": the openings on the careers page. */
export const careerOpeningsRoutes: FastifyPluginAsyncZod<CareersRoutesOptions> = async (
  app,
  options,
) => {
  const careers = createCareersService(options);
  app.get(
    '/Careers/Openings',
    {
      config: { signIn: 'none' },
      schema: {
        tags: ['Masters'],
        summary: 'The open positions, in the order the careers page shows them.',
        response: { 200: openingListSchema, 429: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    () => careers.listOpenings(),
  );
};

/**
 * API group "Details": job applications. Multipart parsing is registered in this scope only, so no
 * other route accepts uploads.
 */
export const careerApplicationRoutes: FastifyPluginAsyncZod<CareersRoutesOptions> = async (
  app,
  options,
) => {
  await app.register(multipart, { limits: APPLICATION_FORM_LIMITS, throwFileSizeLimit: false });
  const careers = createCareersService(options);

  app.post(
    '/Careers/Applications',
    {
      config: { rateLimit: APPLICATION_RATE_LIMIT, signIn: 'none' },
      schema: {
        tags: ['Details'],
        summary: 'Apply for an opening.',
        description: `multipart/form-data with the text fields openingId, name, email, mobile and coverNote (see careerApplicationSchema) and one file field "resume": a PDF or Word (.docx) file of at most ${RESUME_MAX_BYTES / 1024 / 1024} MB, recognised by its content. Errors name the fields in error.fields.`,
        consumes: ['multipart/form-data'],
        response: {
          201: careerApplicationReceiptSchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
          500: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const form = await readApplicationForm(request);
      const receipt = await careers.apply(form, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      request.log.info({ applicationId: receipt.id }, 'job application received');
      return reply.code(201).send(receipt);
    },
  );
};
