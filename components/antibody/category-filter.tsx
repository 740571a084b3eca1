'use client';
import { useId, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import type { CategoryCountView } from '@/lib/api/finder-shape';
import { CategoryChecklist } from './category-checklist';
import { GroupHead } from './facet-group';
import styles from './finder-panel.module.css';

// The dialog (MUI) is fetched on the first click of its button, not with the page.
const AllCategoriesDialog = dynamic(() => import('./all-categories-dialog').then((module) => module.AllCategoriesDialog), { ssr: false });

export interface CategoryFilterProps {
  tree: readonly CategoryCountView[];
  /** The categories matching the keyword, flat; null without a keyword. */
  keywordMatches: readonly CategoryCountView[] | null;
  keyword: string;
  selected: readonly string[];
  onToggle: (node: CategoryCountView) => void;
  onReset: () => void;
  onClearKeyword: () => void;
}

/** The category group of the finder: the tree, or with a keyword the flat list of matches (docs/product.md §2.4 item 3). */
export function CategoryFilter({ tree, keywordMatches, keyword, selected, onToggle, onReset, onClearKeyword }: CategoryFilterProps) {
  const t = useTranslations('antibody');
  const headingId = useId();
  // Mounted on the first click and kept, so it can animate out and open again at once.
  const [dialog, setDialog] = useState<'never' | 'open' | 'closed'>('never');
  const heading = keywordMatches ? t('keywordMatches', { keyword }) : t('categoriesHeading');
  return (
    <div role="group" aria-labelledby={headingId} className={styles.group}>
      <GroupHead
        id={headingId}
        heading={heading}
        resetLabel={t('resetGroup', { group: t('categoriesHeading') })}
        canReset={selected.length > 0}
        onReset={onReset}
      />
      {keywordMatches ? (
        <>
          {keywordMatches.length ? (
            <CategoryChecklist nodes={keywordMatches} selected={selected} onToggle={onToggle} collapsible={false} />
          ) : (
            <p className={styles.muted}>{t('noCategoryMatch', { keyword })}</p>
          )}
          <button type="button" className={cx(button.base, button.text, button.small, styles.start)} onClick={onClearKeyword}>
            {t('keywordClear')}
          </button>
        </>
      ) : (
        <CategoryChecklist nodes={tree} selected={selected} onToggle={onToggle} collapsible />
      )}
      {tree.length ? (
        <>
          <button type="button" className={cx(button.base, button.outlined, button.small)} aria-haspopup="dialog" onClick={() => setDialog('open')}>
            {t('allCategories')}
          </button>
          {dialog === 'never' ? null : (
            <AllCategoriesDialog open={dialog === 'open'} onClose={() => setDialog('closed')} tree={tree} selected={selected} onToggle={onToggle} />
          )}
        </>
      ) : null}
    </div>
  );
}
