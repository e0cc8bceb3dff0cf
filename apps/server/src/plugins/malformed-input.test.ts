import { accountsApi } from '@prakar/shared/api/accounts';
import { isApiErrorBody } from '@prakar/shared/api-error';
import type { Role } from '@prakar/shared/permissions';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { randomIp } from '#test/accounts-helpers.ts';
import { AJAX, PLATFORM_ADMIN_ENV } from '#test/build-test-app.ts';
import { call } from '#test/call.ts';
import {
  type ApiDescription,
  dateEdges,
  type MalformedRequest,
  malformedRequest,
  nestedBodies,
  nulInEachText,
  type Operation,
  operationsOf,
} from '#test/malformed-requests.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { inviteAndJoin, newAdmin, signInPlatformAdmin } from '#test/users-helpers.ts';
import { OPENAPI_JSON_PATH } from './openapi.ts';

/** Fixed, so a failure comes back the same way; fast-check prints it with the counterexample. */
const SEED = 20_261_126;
/** Requests per operation and caller: enough to try each kind of damage, small enough for `npm test`. */
const RUNS = 15;

const CALLER_TIMEOUT_MS = 180_000;

type CallerName = 'anonymous' | Role;

interface Caller {
  cookie?: string;
  /** A new session when the last one ended (an operation signed out, or took the account away). */
  renew?: () => Promise<string>;
}

const app = useTestApp({ env: PLATFORM_ADMIN_ENV });
let operations: Operation[];
const callers = new Map<CallerName, Caller>();

beforeAll(async () => {
  const server = app();
  const document: ApiDescription = (await server.inject({ url: OPENAPI_JSON_PATH })).json();
  operations = operationsOf(document);
  const orgAdmin = async () => (await newAdmin(server)).cookie;
  const orgUser = async () =>
    (await inviteAndJoin(server, await newAdmin(server), 'org_user')).cookie;
  const platformAdmin = async () => (await signInPlatformAdmin(server)).cookie;
  callers.set('anonymous', {});
  for (const [name, renew] of [
    ['org_user', orgUser],
    ['org_admin', orgAdmin],
    ['platform_admin', platformAdmin],
  ] as const) {
    callers.set(name, { cookie: await renew(), renew });
  }
});

/** What is wrong with the answer to `request`, if anything. */
async function problemWith(operation: Operation, caller: Caller, request: MalformedRequest) {
  const { body } = request;
  const response = await app().inject({
    method: operation.method,
    url: request.url,
    headers: {
      ...AJAX,
      ...request.headers,
      ...(caller.cookie ? { cookie: caller.cookie } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { payload: 'raw' in body ? body.raw : JSON.stringify(body.json) } : {}),
    remoteAddress: randomIp(),
  });
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}: ${response.body.slice(0, 300)}`;
  if (status < 400) return undefined;
  let json: unknown;
  try {
    json = response.json();
  } catch {
    json = undefined;
  }
  return isApiErrorBody(json)
    ? undefined
    : `answered ${status} without the error body: ${response.body.slice(0, 300)}`;
}

async function keepSignedIn(caller: Caller) {
  if (!caller.renew || !caller.cookie) return;
  const check = await call(app(), accountsApi.validateSession, {
    headers: { cookie: caller.cookie },
  });
  if (check.statusCode !== 200) caller.cookie = await caller.renew();
}

/** Each operation's failures as `fast-check` reports them, seed and counterexample included. */
async function failuresOf(name: CallerName): Promise<string[]> {
  const caller = callers.get(name) ?? {};
  const failures: string[] = [];
  for (const operation of operations) {
    const property = fc.asyncProperty(malformedRequest(operation), async (request) => {
      const problem = await problemWith(operation, caller, request);
      if (problem) throw new Error(problem);
    });
    const examples = [
      ...nulInEachText(operation, SEED),
      ...nestedBodies(operation, SEED),
      ...dateEdges(operation, SEED),
    ].map((request) => [request] as [MalformedRequest]);
    const details = await fc.check(property, { seed: SEED, numRuns: RUNS, examples });
    if (details.failed) {
      const error = details.errorInstance instanceof Error ? details.errorInstance.message : '';
      failures.push(`${operation.name} as ${name}: ${error}\n${fc.defaultReportMessage(details)}`);
    }
    await keepSignedIn(caller);
  }
  return failures;
}

describe('malformed input to every operation of the API description', () => {
  it.each<CallerName>(['anonymous', 'org_user', 'org_admin', 'platform_admin'])(
    'never answers 5xx, and answers 4xx with the error body, when %s calls',
    async (name) => {
      expect(operations.length).toBeGreaterThan(0);
      expect(await failuresOf(name)).toEqual([]);
    },
    // About 5 s each on an idle 2-core machine; room for a busy one (two minutes seen at load 25).
    CALLER_TIMEOUT_MS,
  );
});
