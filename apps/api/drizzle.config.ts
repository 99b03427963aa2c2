import { defineConfig } from 'drizzle-kit';

// Generate with `npm run db:generate -w @vida/api`; the same SQL runs on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});
