'use client';
import { createContext, useContext } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper, { type PaperProps } from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface RecentPopupExtras {
  heading: string;
  headingId: string;
  /** Read out with each entry: how to remove one from the keyboard. */
  hint: string;
  hintId: string;
  clearLabel: string;
  onClear(): void;
}

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** What the popup adds around the recent-search options; null while it lists suggestions. */
export const RecentPopupContext = createContext<RecentPopupExtras | null>(null);

/**
 * The search box's popup. A stable component reading its extras from context: the Autocomplete
 * remounts its paper slot whenever the slot component changes identity.
 */
export function SearchPopupPaper({ children, onMouseDown, ...props }: PaperProps) {
  const extras = useContext(RecentPopupContext);
  return (
    <Paper
      {...props}
      onMouseDown={(event) => {
        // Clicks in the popup keep the focus (and so the popup) in the search box.
        event.preventDefault();
        onMouseDown?.(event);
      }}
    >
      {extras ? (
        <Typography id={extras.headingId} variant="caption" component="p" sx={{ px: 2, pt: 1, color: 'text.secondary', fontWeight: 600 }}>
          {extras.heading}
        </Typography>
      ) : null}
      {extras ? (
        <Box component="span" id={extras.hintId} sx={visuallyHidden}>
          {extras.hint}
        </Box>
      ) : null}
      {children}
      {extras ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pb: 1 }}>
          <Button size="small" onClick={extras.onClear}>
            {extras.clearLabel}
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}
