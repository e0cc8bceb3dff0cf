import { healthApi } from '@prakar/shared/api/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceUnavailable } from '#src/http-error.ts';
import { route } from '#src/plugins/endpoint-route.ts';

/** Something the server needs to take traffic. */
export interface Dependency {
  /** As a sentence names it ("the database", "Redis"): public, so never an address. */
  name: string;
  /** Resolves when it answers; rejects within about a second when it does not. */
  ping: () => Promise<void>;
}

export interface HealthRoutesOptions {
  dependencies: Dependency[];
}

/** Probes for the hosting platform; exempt from rate limits because they poll often. */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { dependencies },
) => {
  const unlimited = { config: { rateLimit: false } } as const;

  route(app, healthApi.live, async () => ({ status: 'ok' as const }), unlimited);

  route(
    app,
    healthApi.ready,
    async (request) => {
      const answers = await Promise.allSettled(dependencies.map((dependency) => dependency.ping()));
      const silent: string[] = [];
      for (const [index, answer] of answers.entries()) {
        const name = dependencies[index]?.name ?? 'a dependency';
        if (answer.status === 'fulfilled') continue;
        request.log.warn({ err: answer.reason }, `readiness: ${name} does not answer`);
        silent.push(name);
      }
      if (silent.length > 0) {
        throw serviceUnavailable(
          `The service is starting, or ${silent.join(' and ')} does not answer.`,
        );
      }
      return { status: 'ready' as const };
    },
    unlimited,
  );
};
