'use client';
import { useTranslations } from 'next-intl';
import { ConfirmDialog, type ConfirmDialogProps } from '@/components/ui/confirm-dialog';

/** Removing a favourite asks first ('cancel favourite?', docs/product.md §4, §5). */
export function ConfirmRemovalIsland({ title, ...props }: ConfirmDialogProps & { title: string }) {
  const t = useTranslations('favourites');
  return <ConfirmDialog {...props} words={{ title: t('confirmTitle'), body: t('confirmBody', { title }), keep: t('keep'), confirm: t('confirm') }} />;
}
