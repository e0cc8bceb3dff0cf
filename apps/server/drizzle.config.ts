import { fileURLToPath } from 'node:url';
import { defineConfig } from 'drizzle-kit';

// Paths are resolved from this file so `npm run db:generate` works from the repository root.
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** One migration set, applied unchanged to PGlite and to PostgreSQL. */
export default defineConfig({
  dialect: 'postgresql',
  schema: here('./src/db/schema.ts'),
  out: here('./src/db/migrations'),
});
