import { request as httpRequest } from 'node:http';
import type { Route } from '@playwright/test';

/**
 * Sends a request to the test server from another loopback address (127.0.0.0/8 is all this
 * machine). The server keeps its per-IP rate limits by address, so a test can use up a limit from
 * there without taking the allowance the other tests, on 127.0.0.1, depend on.
 */
export function sendFrom(
  localAddress: string,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: Buffer | string },
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { ...init, localAddress }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: Object.fromEntries(
            Object.entries(response.headers).map(([key, value]) => [key, String(value)]),
          ),
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

/** Passes an intercepted browser request on to the server from `localAddress`. */
export async function forwardFrom(localAddress: string, route: Route): Promise<void> {
  const original = route.request();
  const answer = await sendFrom(localAddress, original.url(), {
    method: original.method(),
    headers: await original.allHeaders(),
    body: original.postDataBuffer() ?? undefined,
  });
  await route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
}
