import { defineConfig } from 'drizzle-kit';

/** `pnpm db:generate` writes a new migration into ./drizzle from src/db/schema.ts; commit it. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
