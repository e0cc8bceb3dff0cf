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
  // React Router 8's behaviour now, so the build is the one the next major makes, and quiet.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
