/**
 * bench:inbox's data (docs/benchmarks.md): into DATA_DIR's PGlite (or DATABASE_URL), migrated, N
 * inquiries (--inquiries, default 100000) spread over a year: 2% open (most of them overdue), 8%
 * closed, the rest answered; three in five ask about a goods item (a Cat. No. to search). Plus one
 * sales account for the bench to log in with (--email, --password).
 */
import { sql } from 'drizzle-orm';
import { openDatabaseForCommand } from '../server/db/open-for-command';
import { migrate } from '../server/db/migrate';
import { createStaff } from '../server/staff/staff-accounts';

const value = (name: string, fallback: string) => {
  const flag = process.argv.indexOf(`--${name}`);
  return flag >= 0 ? (process.argv[flag + 1] ?? fallback) : fallback;
};
const count = Number(value('inquiries', '100000'));
if (!Number.isInteger(count) || count < 1) throw new Error('--inquiries must be a whole number above 0');

const database = await openDatabaseForCommand(process.env.DATA_DIR ?? './data', process.env.DATABASE_URL);
try {
  await migrate(database);
  const started = performance.now();
  // One statement each: generate_series writes 100,000 rows in seconds, where row-by-row inserts take minutes.
  await database.db.execute(sql`
    INSERT INTO inquiries (source, name, company, country, email, phone, message, locale, created_at, answered_at, closed_at)
    SELECT CASE WHEN g % 5 < 3 THEN 'goods' ELSE 'form' END,
           'Buyer ' || g, 'Lab ' || (g % 5000) || ' Institute', 'CN', 'buyer' || g || '@example.com', '8613800138000',
           'Please quote, bench inquiry ' || g, 'en',
           now() - (g * interval '315 seconds'),
           CASE WHEN g % 50 = 0 OR g % 50 = 1 OR g % 100 = 2 THEN NULL ELSE now() - (g * interval '315 seconds') + interval '3 hours' END,
           CASE WHEN g % 12 = 3 THEN now() - (g * interval '315 seconds') + interval '2 days' END
    FROM generate_series(1, ${count}) AS g`);
  await database.db.execute(sql`
    INSERT INTO inquiry_goods (inquiry_id, goods_id, sku_id, quantity, itemno, title)
    SELECT id, 1 + id % 3000, 0, 1, 'AB' || (1000 + id % 9000) || 'R', 'Bench antibody ' || id
    FROM inquiries WHERE source = 'goods'`);
  await database.db.execute(sql`ANALYZE inquiries`);
  await database.db.execute(sql`ANALYZE inquiry_goods`);
  await createStaff(database.db, null, {
    name: 'Bench Sales',
    email: value('email', 'bench@labshop.example'),
    password: value('password', 'bench-password-1'),
    role: 'sales',
  });
  console.log(`seeded ${count} inquiries in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
