/**
 * The distributors page's grouping (docs/product.md §2.2): by region in a fixed order, then by
 * country name in the visitor's language, named by i18n-iso-countries.
 */
import isoCountries from 'i18n-iso-countries';
import enLocale from 'i18n-iso-countries/langs/en.json';
import zhLocale from 'i18n-iso-countries/langs/zh.json';
import type { Distributor } from '../../contract/company';
import type { Locale } from '../i18n/locales';

isoCountries.registerLocale(enLocale);
isoCountries.registerLocale(zhLocale);

const REGION_ORDER = ['asia', 'europe', 'americas', 'oceania', 'africa'] as const;

/** The country's short name in the locale; the code itself when the package does not know it. */
export function countryName(code: string, locale: Locale): string {
  return isoCountries.getName(code, locale) ?? code;
}

/** The website as a link target when it is an http(s) address; null otherwise (never a `javascript:` link). */
export function websiteHref(website: string | null): string | null {
  if (!website) return null;
  try {
    const url = new URL(website);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export interface DistributorGroup {
  region: string;
  distributors: (Distributor & { country: string })[];
}

export function groupDistributors(list: readonly Distributor[], locale: Locale): DistributorGroup[] {
  const rank = (region: string) => {
    const index = (REGION_ORDER as readonly string[]).indexOf(region);
    return index === -1 ? REGION_ORDER.length : index;
  };
  const collator = new Intl.Collator(locale === 'zh' ? 'zh-Hans-u-co-pinyin' : 'en');
  const named = list.map((row) => ({ ...row, country: countryName(row.countryCode, locale) }));
  const regions = [...new Set(named.map((row) => row.region))].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return regions.map((region) => ({
    region,
    distributors: named.filter((row) => row.region === region).sort((a, b) => collator.compare(a.country, b.country) || a.company.localeCompare(b.company)),
  }));
}
