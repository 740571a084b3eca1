/** Alternatives to an antibody no longer sold: the same target for one of its applications, the same host first. */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, like } from 'drizzle-orm';
import { goods } from '../db/schema';
import { vocabulary } from '../seed/vocabulary';
import { seededApp } from '../testing/seeded-app';
import type { GoodsSummary } from '../../contract/goods';

const seeded = seededApp(500);
const { data } = seeded;

const alternatives = async (goodsId: number) =>
  (await data<{ list: GoodsSummary[] }>('GET', `/online/togoods/alternatives?goodsId=${goodsId}&limit=6`)).list.map((summary) => summary.id);

const HOSTS = new Set(vocabulary.hosts.map((host) => host.id));
type Antibody = typeof goods.$inferSelect;
const hostOf = (item: Antibody) => item.labels.find((label) => HOSTS.has(label));
const sharesApplication = (a: Antibody, b: Antibody) => a.applicationCodes.some((code) => b.applicationCodes.includes(code));

/** Primary antibodies on shelf and sold, grouped by target. */
async function antibodiesByTarget(): Promise<Antibody[][]> {
  const rows = await seeded.db
    .select()
    .from(goods)
    .where(and(like(goods.itemno, 'AB%'), eq(goods.onShelfFlag, true), eq(goods.inventoryStatus, 1)));
  const families = new Map<string, Antibody[]>();
  for (const row of rows) if (row.harmonyTitle) families.set(row.harmonyTitle, [...(families.get(row.harmonyTitle) ?? []), row]);
  return [...families.values()].map((family) => family.sort((a, b) => a.itemno.localeCompare(b.itemno)));
}

describe('alternatives to an antibody', () => {
  test('an antibody from the same host comes first, even after another host in Cat. No. order', async () => {
    // An item whose first same-target alternative by Cat. No. has another host, while a later one has its own.
    const cases = (await antibodiesByTarget()).flatMap((family) =>
      family.flatMap((item) => {
        const others = family.filter((other) => other.id !== item.id && sharesApplication(other, item));
        const first = others[0];
        return first && hostOf(first) !== hostOf(item) && others.some((other) => hostOf(other) === hostOf(item)) ? [item] : [];
      }),
    );
    assert.ok(cases.length > 0, 'the demo catalogue has such an antibody');
    for (const item of cases.slice(0, 3)) {
      const [firstId] = await alternatives(item.id);
      const [first] = await seeded.db.select().from(goods).where(eq(goods.id, firstId!));
      assert.equal(first!.harmonyTitle, item.harmonyTitle, `${item.itemno}: the same target first`);
      assert.equal(hostOf(first!), hostOf(item), `${item.itemno}: the same host (${hostOf(item)}) first`);
    }
  });

  test('an antibody against the same target for none of its applications is not offered as its alternative', async () => {
    const cases = (await antibodiesByTarget()).flatMap((family) =>
      family.flatMap((item) => family.filter((other) => other.id !== item.id && !sharesApplication(other, item)).map((other) => [item, other] as const)),
    );
    assert.ok(cases.length > 0, 'the demo catalogue has two antibodies against one target for different applications');
    for (const [item, other] of cases.slice(0, 3)) {
      assert.ok(!(await alternatives(item.id)).includes(other.id), `${other.itemno} is no alternative to ${item.itemno}`);
    }
  });
});
