'use client';
import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';

/**
 * A left-menu entry with sub-categories. The link and the nested list are server-rendered and
 * stay in the HTML while collapsed (crawlers follow them); only the toggle runs in the browser.
 */
export function MenuBranch({ link, toggleLabel, expanded, children }: { link: ReactNode; toggleLabel: string; expanded: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(expanded);
  const listId = useId();
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>{link}</Box>
        <IconButton
          size="small"
          aria-label={toggleLabel}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          sx={{ p: 0.25, fontSize: '0.75rem', width: 24, height: 24 }}
        >
          <span aria-hidden>{open ? '▾' : '▸'}</span>
        </IconButton>
      </Box>
      <Box id={listId} hidden={!open}>
        {children}
      </Box>
    </>
  );
}
