/** The caller's language, from the `lang` header (docs/architecture.md §3). English unless Chinese is asked for. */
export type Lang = 'en' | 'zh';

export function langFrom(header: string | undefined | null): Lang {
  const value = (header ?? '').trim().toLowerCase();
  return value.startsWith('zh') || value === 'cn' ? 'zh' : 'en';
}

/** Picks the caller's language from an `_en` / `_zh` column pair, falling back to the other one. */
export function pick(lang: Lang, en: string | null | undefined, zh: string | null | undefined): string {
  return (lang === 'zh' ? zh || en : en || zh) ?? '';
}
