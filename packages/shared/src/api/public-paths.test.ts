import { describe, expect, it } from 'vitest';
import { accountsApi } from './accounts.ts';
import { cartApi } from './cart.ts';
import type { EndpointDefinition } from './endpoint.ts';
import { gatewayApi } from './gateway.ts';
import { healthApi } from './health.ts';
import { matterCalendarApi } from './matter-calendar.ts';
import { ordersApi } from './orders.ts';

const route = (endpoint: EndpointDefinition) => `${endpoint.method} /api${endpoint.path}`;

// Every other test calls endpoints through the contract, so this is the one place a renamed public
// path shows: paths others rely on must not move without saying so.
describe('the public API paths', () => {
  it('are those the specification names (§7 Calls)', () => {
    expect(route(cartApi.get)).toBe('GET /api/Transactions/UserCart/getusercart/:userId');
    expect(route(cartApi.save)).toBe('POST /api/Transactions/UserCart/save');
    expect(route(ordersApi.create)).toBe('POST /api/Transactions/Order/createOrder');
  });

  it('are those outside callers are configured with (README)', () => {
    expect(route(accountsApi.login)).toBe('POST /api/Authentication/Login');
    expect(route(gatewayApi.webhook)).toBe('POST /api/Transactions/Payment/webhook');
    expect(route(healthApi.live)).toBe('GET /api/health');
    expect(route(healthApi.ready)).toBe('GET /api/ready');
  });

  it('are those people’s calendar applications subscribe to', () => {
    expect(route(matterCalendarApi.feed)).toBe('GET /api/Matters/Calendar/:token.ics');
  });
});
