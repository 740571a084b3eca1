import { sql } from 'drizzle-orm';
import { openTestDatabase } from './testing/database';
import { seedIfEmpty } from './seed';
const db = await openTestDatabase();
await seedIfEmpty(db.db, { goods: 3000 });
const r = await db.db.execute(sql`select c.id, c.table_type, (select count(*) from goods g where c.id = any(g.category_path)) n from categories c where c.table_type = 3 order by n desc limit 5`);
console.log(JSON.stringify((r as any).rows ?? r));
await db.dispose();
