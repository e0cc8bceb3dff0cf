import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { LogLevel } from '#src/config.ts';

/** A caller's id is kept only if it is a short plain token, so it cannot forge log lines. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Secrets that must never reach a log line, wherever they appear. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  'token',
  '*.password',
  '*.token',
  '*.*.password',
  '*.*.token',
  // The change-password and reset forms' other password fields.
  ...['currentPassword', 'newPassword', 'confirmPassword'].flatMap((field) => [
    field,
    `*.${field}`,
    `*.*.${field}`,
  ]),
];

export function loggerOptions(
  level: LogLevel | false,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  if (level === false || level === 'silent') return false;
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : process.stdout.isTTY ? { transport: PRETTY } : {}),
  };
}

/** A person at a terminal reads lines; log collectors (anything else) get JSON, one per line. */
const PRETTY = {
  target: 'pino-pretty',
  options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true },
};

/** Echoes the request id so a person reporting a problem can quote it and we can find the log. */
export function installRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
