import { publicRoutes } from '@prakar/shared/routes';
import type { Config } from '@react-router/dev/config';

/**
 * No server rendering at request time: every public page is rendered to HTML at build time, so the
 * marketing pages arrive complete and fast. `/` is pre-rendered too (as a redirect to /home), which
 * keeps the client-only shell at `build/client/__spa-fallback.html` for the guarded and unknown paths.
 */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: false,
  prerender: ['/', ...publicRoutes.map((route) => `/${route}`)],
} satisfies Config;
