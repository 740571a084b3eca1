'use client';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CategoryCount } from '@/lib/api/finder-shape';
import { AllCategoriesDialog } from './all-categories-dialog';
import { CategoryChecklist } from './category-checklist';

export interface CategoryFilterProps {
  tree: readonly CategoryCount[];
  /** The categories matching the keyword, flat; null without a keyword. */
  keywordMatches: readonly CategoryCount[] | null;
  keyword: string;
  selected: readonly string[];
  onToggle: (node: CategoryCount) => void;
  onReset: () => void;
  onClearKeyword: () => void;
}

/** The category group of the finder: the tree, or with a keyword the flat list of matches (SPEC.md §2.4 item 3). */
export function CategoryFilter({ tree, keywordMatches, keyword, selected, onToggle, onReset, onClearKeyword }: CategoryFilterProps) {
  const t = useTranslations('antibody');
  const headingId = useId();
  return (
    <Box role="group" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} component="h3" sx={{ fontSize: '0.95rem', fontWeight: 700 }}>
          {keywordMatches ? t('keywordMatches', { keyword }) : t('categoriesHeading')}
        </Typography>
        <Button size="small" onClick={onReset} disabled={selected.length === 0} aria-label={t('resetGroup', { group: t('categoriesHeading') })} sx={{ minWidth: 0 }}>
          {t('reset')}
        </Button>
      </Box>
      {keywordMatches ? (
        <>
          {keywordMatches.length ? (
            <CategoryChecklist nodes={keywordMatches} selected={selected} onToggle={onToggle} collapsible={false} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('noCategoryMatch', { keyword })}
            </Typography>
          )}
          <Button size="small" onClick={onClearKeyword} sx={{ alignSelf: 'flex-start' }}>
            {t('keywordClear')}
          </Button>
        </>
      ) : (
        <CategoryChecklist nodes={tree} selected={selected} onToggle={onToggle} collapsible />
      )}
      <AllCategoriesDialog tree={tree} selected={selected} onToggle={onToggle} />
    </Box>
  );
}
