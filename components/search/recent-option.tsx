'use client';
import type { HTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import { CloseIcon } from '@/components/ui/icons';

export interface RecentOptionProps {
  optionProps: HTMLAttributes<HTMLLIElement>;
  term: string;
  /** Tooltip of the remove cross. */
  removeLabel: string;
  /** The id of the hint telling keyboard and screen-reader users that Delete removes an entry. */
  hintId: string;
  onRemove(term: string): void;
}

/**
 * A recent search in the popup, with a cross to remove it. An option may not hold a control of
 * its own (ARIA: its children are presentational), so the cross is for the mouse only, and the
 * Delete key removes the highlighted entry for everyone else, as the hint says.
 */
export function RecentOption({ optionProps, term, removeLabel, hintId, onRemove }: RecentOptionProps) {
  return (
    <Box component="li" {...optionProps} aria-describedby={hintId} sx={{ gap: 1 }}>
      <Box component="span" sx={{ flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {term}
      </Box>
      <Box
        component="span"
        aria-hidden
        title={removeLabel}
        onClick={(event) => {
          // The row itself would search for the term.
          event.stopPropagation();
          onRemove(term);
        }}
        sx={{ display: 'inline-flex', p: 0.25, borderRadius: '50%', color: 'text.secondary', cursor: 'pointer', '&:hover': { bgcolor: 'action.hover', color: 'text.primary' } }}
      >
        <CloseIcon size="small" />
      </Box>
    </Box>
  );
}
