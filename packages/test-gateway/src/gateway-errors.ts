import type { FastifyError, FastifyInstance } from 'fastify';

/** Razorpay's error body. `field` names the input at fault, as Razorpay does for bad input. */
export interface GatewayErrorBody {
  error: { code: string; description: string; field?: string };
}

/** An error a gateway route throws on purpose; the scope's error handler turns it into JSON. */
export class GatewayHttpError extends Error {
  override name = 'GatewayHttpError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    description: string,
    readonly field?: string,
  ) {
    super(description);
  }

  body(): GatewayErrorBody {
    const error: GatewayErrorBody['error'] = { code: this.code, description: this.message };
    if (this.field) error.field = this.field;
    return { error };
  }
}

export const INVALID_KEY = 'The api key provided is invalid';
export const UNKNOWN_ID = 'The id provided does not exist';

export const badRequest = (description: string, field?: string) =>
  new GatewayHttpError(400, 'BAD_REQUEST_ERROR', description, field);

export const invalidKey = () => new GatewayHttpError(401, 'BAD_REQUEST_ERROR', INVALID_KEY);

export const unknownId = () => badRequest(UNKNOWN_ID);

/**
 * Inside the gateway's scope every error is Razorpay-shaped, including Fastify's own (a broken
 * JSON body, an unsupported content type), so the adapter sees what it would see from Razorpay.
 */
export function installGatewayErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | GatewayHttpError, request, reply) => {
    if (error instanceof GatewayHttpError) {
      return reply.code(error.statusCode).send(error.body());
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ error: { code: 'BAD_REQUEST_ERROR', description: error.message } });
    }
    request.log.error({ err: error }, 'test gateway request failed');
    return reply
      .code(500)
      .send({ error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' } });
  });
}
