'use client';
import { useEffect } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { useGoodsRemainder, type Remainder, type RemainderSource } from './use-goods-remainder';

export interface GoodsRemainderLoaderProps {
  source: RemainderSource;
  locale: Locale;
  onChange(remainder: Remainder): void;
}

/**
 * Fetches the rest of an unpaged goods table and hands it to the table (goods-table-window.tsx);
 * renders nothing. The table loads it after hydration, so the BFF client, SWR and the goods
 * shapes stay out of the listing's first load (docs/islands.md).
 */
export function GoodsRemainderLoader({ source, locale, onChange }: GoodsRemainderLoaderProps) {
  const { goods, loading, failed } = useGoodsRemainder(source, locale);
  useEffect(() => onChange({ goods, loading, failed }), [onChange, goods, loading, failed]);
  return null;
}
