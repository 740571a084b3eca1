'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePageLocale } from '@/components/account/use-page-locale';
import { compareHref } from '@/lib/compare/compare-ids';
import { changeCompared, readAccountCompare, useCompareList } from './compare-state';
import { publishToggle } from './toggle-state';

/**
 * The compare toggle's logic (docs/product.md §2.12), loaded once the goods page is idle: it reads the
 * visitor's list (the device's, or the account's through the BFF) and tells the toggle what to show.
 */
export function CompareToggleLogic({ goodsId }: { goodsId: number }) {
  const locale = usePageLocale();
  const ids = useCompareList();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<'full' | 'failed' | null>(null);
  useEffect(() => readAccountCompare(locale), [locale]);
  const pressed = ids?.includes(goodsId) ?? false;

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    const change = await changeCompared(goodsId, !pressed, locale);
    setSaid(change === 'full' || change === 'failed' ? change : null);
    setBusy(false);
  };
  // The toggle calls one stable function, which runs the latest handler.
  const latest = useRef(toggle);
  useEffect(() => {
    latest.current = toggle;
  });
  const press = useCallback(() => void latest.current(), []);
  const href = ids?.length ? compareHref(ids) : null;
  const count = ids?.length ?? 0;
  useEffect(
    () => publishToggle(goodsId, { pressed, busy, press, link: href ? { href, count } : null, said }),
    [goodsId, pressed, busy, press, href, count, said],
  );
  return null;
}
