/**
 * The inquiry form's country selector (docs/product.md §2.4 item 13, §3): the country dictionary
 * (code, enName, cnName, cnSpell, hot) with frequently used countries first, names in the
 * page's language, and a search that finds a country by its English name, Chinese name,
 * pinyin or ISO code.
 */
import { asText, isRecord } from '@/lib/catalogue/json-field';
import type { Country } from '@/contract/content';

/** An entry of the country dictionary, as the contract defines it (cnSpell: toneless pinyin, 'zhongguo'). */
export type { Country } from '@/contract/content';

/** @internal */
export function toCountry(raw: unknown): Country | null {
  if (!isRecord(raw)) return null;
  const code = asText(raw.code)?.toUpperCase();
  const enName = asText(raw.enName);
  if (!code || !enName) return null;
  return {
    code,
    enName,
    cnName: asText(raw.cnName) ?? enName,
    cnSpell: (asText(raw.cnSpell) ?? '').toLowerCase(),
    hot: raw.hot === true || raw.hot === 1 || raw.hot === '1',
  };
}

/**
 * The dictionary as the selector lists it: hot countries first, each group in the order the
 * dictionary gives (the API already sorts it); repeated codes dropped.
 */
export function toCountries(raw: readonly unknown[]): Country[] {
  const seen = new Set<string>();
  const list: Country[] = [];
  for (const item of raw) {
    const country = toCountry(item);
    if (!country || seen.has(country.code)) continue;
    seen.add(country.code);
    list.push(country);
  }
  return [...list.filter((country) => country.hot), ...list.filter((country) => !country.hot)];
}

export function countryName(country: Country, locale: string): string {
  return locale === 'zh' ? country.cnName : country.enName;
}

/** Lower case, accents and spaces removed: 'Côte d’Ivoire' and 'cote divoire' meet. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s'’.,()-]+/g, '');
}

/**
 * Whether a country answers the visitor's search text (empty text matches everything).
 * @internal exported for its tests
 */
export function matchesCountry(country: Country, query: string): boolean {
  const needle = folded(query);
  if (!needle) return true;
  return (
    folded(country.enName).includes(needle) ||
    country.cnName.replace(/\s+/g, '').includes(query.replace(/\s+/g, '')) ||
    country.cnSpell.includes(needle) ||
    country.code.toLowerCase() === needle
  );
}

export function filterCountries(countries: readonly Country[], query: string): Country[] {
  return countries.filter((country) => matchesCountry(country, query));
}
