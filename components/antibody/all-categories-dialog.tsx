'use client';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import Dialog from '@mui/material/Dialog';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { CloseIcon } from '@/components/ui/icons';
import { MuiProvider } from '@/components/ui/mui-provider';
import type { CategoryCountView } from '@/lib/api/finder-shape';
import styles from './all-categories-dialog.module.css';
import { CategoryChecklist } from './category-checklist';

export interface AllCategoriesDialogProps {
  open: boolean;
  onClose: () => void;
  tree: readonly CategoryCountView[];
  selected: readonly string[];
  onToggle: (node: CategoryCountView) => void;
}

/** The whole category tree, every branch open, in a dialog (docs/product.md §2.4 item 3). Loaded on first use. */
export function AllCategoriesDialog({ open, onClose, tree, selected, onToggle }: AllCategoriesDialogProps) {
  const t = useTranslations('antibody');
  const titleId = useId();
  return (
    <MuiProvider>
      <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
        <h2 id={titleId} className={styles.title}>
          {t('allCategories')}
        </h2>
        <button type="button" className={cx(button.icon, styles.close)} aria-label={t('close')} onClick={onClose}>
          <CloseIcon />
        </button>
        <div className={styles.content}>
          <div className={styles.columns}>
            <CategoryChecklist nodes={tree} selected={selected} onToggle={onToggle} collapsible={false} />
          </div>
        </div>
      </Dialog>
    </MuiProvider>
  );
}
