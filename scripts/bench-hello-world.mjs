// The baselines `npm run bench:api` compares the API with, on the port in PORT, until SIGTERM: a
// bare Fastify answering one small JSON object, and, given DATABASE_URL (PostgreSQL), the same
// answer after one round trip to the database (`select 1`, prepared, through a pool of ten
// connections as the server's). The second is the ceiling for any endpoint that asks the database
// once on this machine: no code of ours runs in it. Given LIMIT_STATEMENTS too (a JSON file of
// statement lists, written by bench-limits.ts), `/limit/<index>` runs that list's statements in
// turn, prepared by name where the app prepares them by name (else planned for their values, as
// the app's are), and answers their rows: an endpoint's own limit row.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));

const pool = process.env.DATABASE_URL
  ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
  : undefined;
if (pool) {
  app.get('/one-round-trip', async () => {
    await pool.query({ name: 'one', text: 'select 1' });
    return { hello: 'world' };
  });
  const lists = process.env.LIMIT_STATEMENTS
    ? JSON.parse(readFileSync(process.env.LIMIT_STATEMENTS, 'utf8'))
    : [];
  lists.forEach((statements, index) => {
    app.get(`/limit/${index}`, async () => {
      const answers = [];
      for (const [step, { text, values, rowMode, named }] of statements.entries()) {
        const { rows } = await pool.query({
          name: named ? `limit_${index}_${step}` : undefined,
          text,
          values,
          rowMode,
        });
        answers.push(rows);
      }
      return answers;
    });
  });
}

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => pool?.end())
    .then(() => process.exit(0)),
);
