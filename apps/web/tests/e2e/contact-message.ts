import type { APIRequestContext } from '@playwright/test';
import { API_HEADERS } from './accounts';
import { expect } from './support';

/** A visitor's message, sent as the contact form sends it. */
export async function sendContactMessage(
  request: APIRequestContext,
  message: { name: string; email: string; subject: string; comments: string },
) {
  const response = await request.post('/api/Details/Contact', {
    headers: API_HEADERS,
    data: message,
  });
  expect(response.status(), await response.text()).toBe(201);
}
