// The baseline `npm run bench:api` compares the API with: a bare Fastify answering one small JSON
// object, on the port in PORT, until SIGTERM.
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
