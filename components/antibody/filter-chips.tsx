'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useUrlNavigation } from './use-url-navigation';

export interface RemovableChip {
  key: string;
  label: string;
  /** Accessible name of the chip's action, e.g. 'Remove filter: Human'. */
  removeLabel: string;
  removeHref: string;
}

export interface FilterChipsProps {
  /** Names the list of chips, e.g. 'Active filters'. */
  label: string;
  chips: readonly RemovableChip[];
  /** The button that clears every filter at once, when the page has none of its own. */
  clear?: { label: string; href: string };
}

/** The active filters as removable chips (SPEC.md §2.4 item 4), with one button to clear them all. */
export function FilterChips({ label, chips, clear }: FilterChipsProps) {
  const { navigate, pending } = useUrlNavigation();
  if (chips.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }} aria-busy={pending}>
      <Box component="ul" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Chip
              label={chip.label}
              size="small"
              color="primary"
              variant="outlined"
              // The whole chip is the remove button, so keyboard and pointer users have one target.
              onClick={() => navigate(chip.removeHref)}
              onDelete={() => navigate(chip.removeHref)}
              aria-label={chip.removeLabel}
            />
          </li>
        ))}
      </Box>
      {clear ? (
        <Button size="small" onClick={() => navigate(clear.href)}>
          {clear.label}
        </Button>
      ) : null}
    </Box>
  );
}
