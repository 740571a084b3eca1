/**
 * Every ISO 3166-1 country for the inquiry form's selector, with English and Chinese names
 * from i18n-iso-countries and the pinyin of the Chinese name for Latin-letter search.
 */
import isoCountries from 'i18n-iso-countries';
import enLocale from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import zhLocale from 'i18n-iso-countries/langs/zh.json' with { type: 'json' };
import { pinyin } from 'pinyin-pro';
import type { Db } from '../db/client';
import { countries } from '../db/schema';

type CountryRow = typeof countries.$inferInsert;

/** Frequently used countries, flagged hot and listed first in this order. */
const HOT_COUNTRIES = ['CN', 'US', 'GB', 'DE', 'JP', 'KR', 'FR', 'CA', 'AU', 'SG', 'IN'] as const;

/** Where the package's official English name is a mouthful in a selector, its common alias is used. */
const PREFER_ALIAS = new Set(['CN', 'US', 'RU', 'IR', 'TZ', 'PS', 'MK']);

isoCountries.registerLocale(enLocale);
isoCountries.registerLocale(zhLocale);

/** Lowercase toneless pinyin without spaces or punctuation: '中国' → 'zhongguo'. */
function cnSpellOf(cnName: string): string {
  return pinyin(cnName, { toneType: 'none', type: 'array' })
    .join('')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** A collation key that does not depend on the machine's ICU data, so the order is the same everywhere. */
function sortKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function countryRows(): CountryRow[] {
  const english = isoCountries.getNames('en', { select: 'official' });
  const chinese = isoCountries.getNames('zh', { select: 'official' });
  const hot = new Set<string>(HOT_COUNTRIES);
  const rows = Object.keys(english).map((code) => {
    const enName = (PREFER_ALIAS.has(code) ? isoCountries.getName(code, 'en', { select: 'alias' }) : undefined) ?? english[code] ?? code;
    const cnName = chinese[code] ?? enName;
    return { code, enName, cnName, cnSpell: cnSpellOf(cnName), hot: hot.has(code), sort: 0 };
  });
  const hotRows = HOT_COUNTRIES.map((code) => rows.find((row) => row.code === code)).filter((row) => row !== undefined);
  const others = rows
    .filter((row) => !hot.has(row.code))
    .sort((a, b) => (sortKey(a.enName) < sortKey(b.enName) ? -1 : sortKey(a.enName) > sortKey(b.enName) ? 1 : 0));
  return [...hotRows, ...others].map((row, i) => ({ ...row, sort: i + 1 }));
}

export async function insertCountries(db: Db): Promise<number> {
  const rows = countryRows();
  await db.insert(countries).values(rows).onConflictDoNothing();
  return rows.length;
}
