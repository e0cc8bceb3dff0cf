import { z } from 'zod';

/**
 * zod speeds up object schemas by compiling parsers with `new Function`; the site's
 * Content-Security-Policy forbids that, and the browser would log a violation for the attempt.
 * Imported before any schema is built, so zod never tries.
 */
z.config({ jitless: true });
