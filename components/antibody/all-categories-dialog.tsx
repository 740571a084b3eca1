'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { CloseIcon } from '@/components/ui/icons';
import type { CategoryCount } from '@/lib/api/finder-shape';
import { CategoryChecklist } from './category-checklist';

/** The whole category tree, every branch open, in a dialog (SPEC.md §2.4 item 3). */
export function AllCategoriesDialog({ tree, selected, onToggle }: { tree: readonly CategoryCount[]; selected: readonly string[]; onToggle: (node: CategoryCount) => void }) {
  const t = useTranslations('antibody');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  if (tree.length === 0) return null;
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)} aria-haspopup="dialog" fullWidth>
        {t('allCategories')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="md" fullWidth>
        <DialogTitle id={titleId} sx={{ pr: 6 }}>
          {t('allCategories')}
        </DialogTitle>
        <IconButton aria-label={t('close')} onClick={() => setOpen(false)} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
        <DialogContent dividers>
          <Box sx={{ columnCount: { xs: 1, sm: 2, md: 3 }, columnGap: 3, '& > ul > li': { breakInside: 'avoid', mb: 1 } }}>
            <CategoryChecklist nodes={tree} selected={selected} onToggle={onToggle} collapsible={false} />
          </Box>
        </DialogContent>
      </Dialog>
    </>
  );
}
