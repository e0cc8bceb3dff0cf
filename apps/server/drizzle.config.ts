import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'drizzle-kit';

/**
 * Paths are found from this file so `npm run db:generate` works from the repository root, then
 * made relative to the working directory: drizzle-kit prefixes `./` to the migrations folder when
 * it reads earlier snapshots, which breaks an absolute path.
 */
const here = (path: string) =>
  relative(process.cwd(), fileURLToPath(new URL(path, import.meta.url))) || '.';

/** One migration set, applied unchanged to PGlite and to PostgreSQL. */
export default defineConfig({
  dialect: 'postgresql',
  schema: here('./src/db/schema.ts'),
  out: here('./src/db/migrations'),
});
