/**
 * The points mall's items (docs/product.md §2.11), written with the demo catalogue. Fixed ids: a
 * second seed changes nothing, and clearing the catalogue keeps them (exchanges point at them).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pointsItems } from '../db/schema';

const ITEMS = [
  {
    titleEn: 'Lab notebook, A4, 200 pages',
    titleZh: 'A4 实验记录本（200 页）',
    descriptionEn: 'Numbered pages with a grid, a contents table and a sewn binding that lies flat on the bench.',
    descriptionZh: '带编号和网格的页面、目录页，锁线装订，可平摊在实验台上。',
    points: 300,
  },
  {
    titleEn: 'Pipette tip box set (3 racks)',
    titleZh: '移液器吸头盒套装（3 盒）',
    descriptionEn: 'Three autoclavable racks of 96 filter tips, 200 µL.',
    descriptionZh: '三盒可高压灭菌的 200 µL 带滤芯吸头，每盒 96 个。',
    points: 800,
  },
  {
    titleEn: 'Insulated sample shipper',
    titleZh: '保温样品运输箱',
    descriptionEn: 'A foam box with ice packs that keeps samples at 2–8 °C for 48 hours.',
    descriptionZh: '附冰袋的泡沫箱，可将样品保持在 2–8 °C 达 48 小时。',
    points: 1200,
  },
  {
    titleEn: 'Lab coat with the supplier logo',
    titleZh: '定制实验服',
    descriptionEn: 'Cotton-polyester lab coat, sizes S to XXL; tell us the size in the address note.',
    descriptionZh: '涤棉实验服，S 至 XXL 码；请在地址中注明尺码。',
    points: 1500,
  },
  {
    titleEn: 'Mini centrifuge',
    titleZh: '迷你离心机',
    descriptionEn: 'A palm-sized centrifuge for PCR strips and 1.5 mL tubes, 6000 rpm.',
    descriptionZh: '掌上离心机，适用 PCR 八联管和 1.5 mL 离心管，6000 rpm。',
    points: 5000,
  },
  {
    titleEn: 'Antibody trial voucher (CNY 500)',
    titleZh: '抗体试用券（500 元）',
    descriptionEn: 'A voucher for CNY 500 off any antibody order; valid for one year.',
    descriptionZh: '任意抗体订单可抵扣 500 元，有效期一年。',
    points: 4000,
  },
] as const;

export async function insertPointsItems(db: Db): Promise<void> {
  await db
    .insert(pointsItems)
    .values(ITEMS.map((item, index) => ({ id: index + 1, ...item, imgCover: null, sort: index })))
    .onConflictDoNothing();
  // Items added later without an id continue after the seeded ones.
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('points_items', 'id'), (SELECT max(id) FROM points_items))`);
}
