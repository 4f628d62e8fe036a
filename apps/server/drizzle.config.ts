import { defineConfig } from 'drizzle-kit';

/** Migrations are generated from src/db/schema.ts with `pnpm --filter @mall/server db:generate`. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
