import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig, LogLevel } from '#src/config.ts';
import { frameworkErrors, installErrorHandler } from '#src/plugins/error-handler.ts';
import { installBoundedJsonParser } from '#src/plugins/json-body.ts';
import { installRequestIds, loggerOptions, requestIdOf } from '#src/plugins/request-logging.ts';
import { installShutdownConnectionClose } from '#src/plugins/shutdown-connections.ts';
import { validatorCompiler } from '#src/plugins/validator-compiler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** A number of hops becomes "trust the nearest N proxies", which Fastify takes as a function. */
function trustProxyOption(value: AppConfig['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/**
 * The bare server: logging with request ids, zod validation, the one error handler and the body
 * parsers the API accepts, with the validated config as `app.config`.
 */
export function createFastifyInstance(options: {
  config: AppConfig;
  logger: LogLevel | false;
  logStream: NodeJS.WritableStream | undefined;
}) {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(options.logger, options.logStream),
    genReqId: requestIdOf,
    trustProxy: trustProxyOption(config.trustProxy),
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installRequestIds(app);
  installErrorHandler(app);
  installShutdownConnectionClose(app);
  // The API speaks JSON; a text body is a client mistake (415), not a string to validate.
  app.removeContentTypeParser('text/plain');
  // A JSON body nested too deep or too wide is refused as it is parsed, before anything walks it.
  installBoundedJsonParser(app);
  app.decorate('config', config);
  return app;
}
