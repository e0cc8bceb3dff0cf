// The test gateway in a process of its own, as Razorpay is a service of its own in production:
// `npm run bench:api` starts the server with Razorpay keys and RAZORPAY_API_BASE pointing here, so
// the server's calls to the gateway, and the buyer's payment, cost this process's thread, not the
// server's. On the port in PORT, until SIGTERM: the gateway at /test-gateway (its control routes
// included), webhooks to WEBHOOK_URL, its records in DATABASE_URL's PostgreSQL (schema
// test_gateway) or, without one, in an in-memory PGlite of its own. Once listening it writes its
// keys to KEYS_FILE as JSON, for the server's RAZORPAY_* settings.
import { writeFileSync } from 'node:fs';
import { openGatewayStore, testGatewayRoutes } from '@prakar/test-gateway';
import Fastify from 'fastify';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { textSql } from '../apps/server/src/db/text-sql.ts';
import { TEST_GATEWAY_PREFIX } from '../apps/server/src/modules/payments/payment-gateway.ts';

const { PORT, WEBHOOK_URL, KEYS_FILE, DATABASE_URL } = process.env;
if (!PORT || !WEBHOOK_URL || !KEYS_FILE) {
  console.error('bench-gateway needs PORT, WEBHOOK_URL and KEYS_FILE.');
  process.exit(1);
}
const database = await openDatabase({
  databaseUrl: DATABASE_URL?.startsWith('postgres') ? DATABASE_URL : 'memory://',
  dataDir: '',
});
const store = await openGatewayStore(textSql(database.db));
// No line per request, as the server under load logs none either.
const app = Fastify({ logger: { level: 'warn' } });
app.addHook('onClose', () => database.close());
// As the product, which accepts no text/plain bodies.
app.removeContentTypeParser('text/plain');
app.get('/', async () => ({ gateway: 'test' }));
await app.register(testGatewayRoutes, {
  prefix: TEST_GATEWAY_PREFIX,
  store,
  webhookUrl: WEBHOOK_URL,
  publicBase: `http://127.0.0.1:${PORT}${TEST_GATEWAY_PREFIX}`,
});
await app.listen({ port: Number(PORT), host: '127.0.0.1' });
writeFileSync(KEYS_FILE, JSON.stringify(store.keys));

process.once('SIGTERM', async () => {
  await app.close();
  process.exit(0);
});
