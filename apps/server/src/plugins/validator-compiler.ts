import { refusingControlCharacters } from '@prakar/shared/text';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Every route's params, query, headers and body go through the shared text rule before their own
 * schema: control characters are refused in every string, whichever schema a route declares
 * (docs/decisions/0031-one-text-rule-for-every-request.md).
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: refusingControlCharacters(route.schema) });
