import { fileURLToPath } from 'node:url';
import { lintFromString, loadConfig, type NormalizedProblem } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#test/use-test-app.ts';
import { OPENAPI_JSON_PATH } from './openapi.ts';

/** The same configuration `npm run lint:api` gives `redocly lint`. */
const REDOCLY_CONFIG = fileURLToPath(new URL('../../../../redocly.yaml', import.meta.url));

let served: string;

// As deployed: `servers` comes from PUBLIC_URL.
const app = useTestApp({ env: { PUBLIC_URL: 'https://www.prakartax.in' } });

beforeAll(async () => {
  served = (await app().inject({ method: 'GET', url: OPENAPI_JSON_PATH })).body;
});

const described = (problem: NormalizedProblem) =>
  `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer ?? '#'}: ${problem.message}`;

/** Every problem Redocly reports, as one readable line each. */
async function lint(source: string): Promise<string[]> {
  const config = await loadConfig({ configPath: REDOCLY_CONFIG });
  const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
  return problems.filter((problem) => !problem.ignored).map(described);
}

describe('Redocly lint of the API description', () => {
  it('finds no error and no warning in the document the server serves', async () => {
    expect(await lint(served)).toEqual([]);
  });

  it('applies the recommended rules, so it would catch an undocumented operation', async () => {
    const document = JSON.parse(served);
    const health = document.paths['/api/health'].get;
    delete health.operationId;
    delete health.security;
    const products = document.paths['/api/Masters/Products'].get;
    for (const status of Object.keys(products.responses)) {
      if (status.startsWith('4')) delete products.responses[status];
    }
    const problems = await lint(JSON.stringify(document));
    expect(problems).toHaveLength(3);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^warn operation-operationId at #\/paths\/~1api~1health\/get/),
        expect.stringMatching(/^error security-defined at #\/paths\/~1api~1health\/get/),
        expect.stringMatching(
          /^warn rule\/operation-4xx-response at #\/paths\/~1api~1Masters~1Products\/get/,
        ),
      ]),
    );
  });
});
