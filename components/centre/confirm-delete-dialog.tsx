'use client';
import { useTranslations } from 'next-intl';
import { ConfirmDialog, type ConfirmDialogProps } from '@/components/ui/confirm-dialog';

/** Deleting a message asks first (docs/product.md §10.1). */
export function ConfirmDeleteIsland({ subject, ...props }: ConfirmDialogProps & { subject: string }) {
  const t = useTranslations('mail');
  return <ConfirmDialog {...props} words={{ title: t('confirmTitle'), body: t('confirmBody', { subject }), keep: t('keep'), confirm: t('confirm') }} />;
}
