import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and applied at API start-up by both drivers
// (server/db/migrate.ts); drizzle-kit is used only to generate them.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/*.ts',
  out: './server/db/migrations',
});
