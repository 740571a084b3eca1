/** Banners, hot searches and the system dictionary: small lists the storefront shell shows. */
import { and, asc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { banners, countries, hotSearches, sysDicts } from '../db/schema';
import { pick, type Lang } from '../http/locale';
import type { Banner, HotSearch, DictEntry, Country } from '../../contract/content';
export type { Banner, HotSearch, DictEntry, Country } from '../../contract/content';

interface Paged<T> {
  list: T[];
  totalCount: number;
}

/** On shelf and within its validity window at `now`: a campaign's banner never shows before it starts or once it is over. */
export function bannerShowing(now: Date): SQL {
  return and(
    eq(banners.onShelfFlag, true),
    or(isNull(banners.validFrom), lte(banners.validFrom, now)),
    or(isNull(banners.validUntil), gt(banners.validUntil, now)),
  ) as SQL;
}

export async function listBanners(db: Db, bannerType: number, page: number, limit: number, lang: Lang, now = new Date()): Promise<Paged<Banner>> {
  const where = and(eq(banners.bannerType, bannerType), bannerShowing(now));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(banners)
      .where(where)
      .orderBy(asc(banners.sort), asc(banners.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(banners)
      .where(where),
  ]);
  return { list: rows.map((row) => toBanner(row, lang)), totalCount: Number(total?.n ?? 0) };
}

export function toBanner(row: typeof banners.$inferSelect, lang: Lang): Banner {
  return {
    id: row.id,
    title: pick(lang, row.titleEn, row.titleZh),
    pic: row.pic,
    url: row.url,
    video: row.video ? JSON.stringify(row.video) : null,
    onShelfFlag: row.onShelfFlag,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
  };
}

export async function listHotSearches(db: Db, page: number, limit: number, lang: Lang): Promise<Paged<HotSearch>> {
  const where = eq(hotSearches.onShelfFlag, true);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(hotSearches)
      .where(where)
      .orderBy(asc(hotSearches.sort), asc(hotSearches.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(hotSearches)
      .where(where),
  ]);
  return {
    list: rows.map((row) => ({ id: row.id, proName: pick(lang, row.proNameEn, row.proNameZh), linkUrl: row.linkUrl, onShelfFlag: row.onShelfFlag })),
    totalCount: Number(total?.n ?? 0),
  };
}

/** The dictionary entries of one type; type 'country' answers the countries, hot ones first. */
export async function listDictEntries(db: Db, dictType: string, lang: Lang): Promise<DictEntry[] | Country[]> {
  if (dictType === 'country') {
    const rows = await db
      .select()
      .from(countries)
      .orderBy(sql`${countries.hot} DESC`, asc(countries.sort), asc(countries.enName));
    return rows.map(({ code, enName, cnName, cnSpell, hot }) => ({ code, enName, cnName, cnSpell, hot }));
  }
  const rows = await db.select().from(sysDicts).where(eq(sysDicts.dictType, dictType)).orderBy(asc(sysDicts.sort), asc(sysDicts.id));
  return rows.map((row) => ({
    id: row.id,
    dictCode: row.dictCode,
    dictValue: pick(lang, row.dictValueEn, row.dictValueZh),
    remark: row.remark,
    sort: row.sort,
  }));
}
