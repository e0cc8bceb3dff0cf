/**
 * zod speeds up object schemas by compiling parsers with `new Function`; the site's
 * Content-Security-Policy forbids that, and the browser logs a violation for the very attempt,
 * made as soon as a schema is built. zod keeps its settings on `globalThis.__zod_globalConfig`
 * (shared by every copy of it), so setting `jitless` there before any chunk with zod in it runs
 * means no schema ever tries, without loading zod itself. The root imports this first.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
