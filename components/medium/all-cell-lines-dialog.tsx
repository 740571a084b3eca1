'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { CloseIcon } from '@/components/ui/icons';
import { MEDIUM_MENU_DIALOG_BLOCK_SIZE } from '@/lib/catalogue/constants';
import { CellLineBlocks } from './cell-line-blocks';

/** Every cell line in a dialog, 14 per column (SPEC.md §2.4 item 4). */
export function AllCellLinesDialog({ names, current }: { names: readonly string[]; current: readonly string[] }) {
  const t = useTranslations('medium');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('allCellLines')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="md" fullWidth>
        <DialogTitle id={titleId} sx={{ pr: 6 }}>
          {t('allCellLines')}
        </DialogTitle>
        <IconButton aria-label={t('close')} onClick={() => setOpen(false)} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
        <DialogContent dividers>
          <CellLineBlocks names={names} blockSize={MEDIUM_MENU_DIALOG_BLOCK_SIZE} current={current} onNavigate={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </>
  );
}
