'use client';
import { useState } from 'react';
import { usePageLocale } from '@/components/account/use-page-locale';
import { useLocaleRouter } from '@/components/common/use-locale-router';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { LocaleLink } from '@/components/ui/locale-link';
import { compareHref, withoutCompared } from '@/lib/compare/compare-ids';
import { changeCompared } from './compare-state';

/**
 * A compare column's 'Remove' (docs/product.md §2.12): a link to the page without the item, so it works
 * before the page's code runs; once it has, the item also leaves the visitor's list first.
 */
export function RemoveCompared({ goodsId, pageIds, label, text }: { goodsId: number; pageIds: readonly number[]; label: string; text: string }) {
  const locale = usePageLocale();
  const router = useLocaleRouter();
  const [busy, setBusy] = useState(false);
  const href = compareHref(withoutCompared(pageIds, goodsId));
  return (
    <LocaleLink
      href={href}
      aria-label={label}
      aria-disabled={busy || undefined}
      data-action="remove-compared"
      className={cx(button.base, button.outlined, button.small)}
      onClick={async (event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        // Whatever the list says, the page leaves the item out: the address is what it compares.
        await changeCompared(goodsId, false, locale);
        router.push(href);
      }}
    >
      {text}
    </LocaleLink>
  );
}
