/** Starts the catalogue API: open the database, migrate, seed an empty one, listen. */
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { readEnv, settingsFrom } from './env';
import { log } from './log';
import { seedIfEmpty } from './seed';
import { DEMO_CUSTOMER, seedDemoCustomer } from './seed/demo-customer';
import { DEMO_STAFF, seedDemoStaff } from './seed/demo-staff';
import { finderIndex } from './finder/facets-cache';
import { createMailDelivery } from './mail/mail-delivery';
import { resolveStaffToken } from './http/staff-token';
import { filesDir } from './files/files-routes';
import { ensureGalleryPyramids } from './gallery/pyramids';
import { ensureDatasheets } from './goods/datasheet-documents';
import { connectRedis, disconnectRedis, shareThroughRedis, untilReady } from './redis/redis';

async function main(): Promise<void> {
  const env = readEnv();
  const database = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.DATABASE_URL });
  await migrate(database);
  // Before seeding, so the seed's re-index is forgotten by every instance already running.
  // Waits a moment for Redis, never longer: the API answers without it.
  const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL) : undefined;
  if (redis) {
    shareThroughRedis(database.db, redis);
    await untilReady(redis);
  }
  if (env.SEED_GOODS > 0) {
    const started = Date.now();
    if (await seedIfEmpty(database.db, { goods: env.SEED_GOODS })) {
      log.info('seeded the demo catalogue', { goods: env.SEED_GOODS, ms: Date.now() - started });
    }
    await seedDemoCustomer(database.db);
    log.info('demo customer: log in with the password', { account: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    await seedDemoStaff(database.db);
    log.info('demo staff admin: log in at /staff/login', { account: DEMO_STAFF.email, password: DEMO_STAFF.password });
  }
  // Every goods item has a datasheet (docs/product.md §2.6); a database seeded or imported before that rule gets its rows here.
  const datasheets = await ensureDatasheets(database.db);
  if (datasheets > 0) log.info('added datasheets to goods that had none', { datasheets });
  // The gallery's pyramids belong to the seed; a database seeded elsewhere gets its files here (skipped when present).
  // In the background: a read-only DATA_DIR or a failing image render costs the zoom viewer, never the API.
  void ensureGalleryPyramids(database.db, filesDir(env.dataDir))
    .then((pyramids) => {
      if (pyramids.rendered > 0) log.info('rendered gallery pyramids', { ...pyramids });
    })
    .catch((error: unknown) => log.warn('gallery pyramids not rendered', { error: String(error) }));

  // Build the finders' in-memory index now, so the first antibody or medium page does not wait for it.
  void finderIndex(database.db).catch((error: unknown) => log.warn('finder index not built yet', { error: String(error) }));

  const app = createApp({
    db: database.db,
    dataDir: env.dataDir,
    mailer: createMailDelivery(database.db, { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }),
    settings: { ...settingsFrom(env), staffToken: await resolveStaffToken(env.STAFF_TOKEN, env.dataDir) },
  });
  const server = serve(
    {
      fetch: app.fetch,
      port: env.API_PORT,
      hostname: env.API_HOST,
      // Idle keep-alive connections outlive the storefront's and the benches' pools (Node's 5 s
      // default races a client reusing a socket the server is closing: "other side closed"), as the
      // storefront's own server does (scripts/storefront-command.mjs).
      serverOptions: { keepAliveTimeout: 65_000, headersTimeout: 66_000 },
    },
    (info) => {
      log.info('catalogue API listening', { url: `http://${env.API_HOST}:${info.port}`, driver: database.driver, shared: redis ? 'redis' : 'database' });
    },
  );

  const stop = () => {
    server.close();
    if (redis) disconnectRedis(redis);
    void database.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  log.error('catalogue API failed to start', { error: error instanceof Error ? error.stack : String(error) });
  process.exit(1);
});
