'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import { ExpandLessIcon, ExpandMoreIcon } from '@/components/ui/icons';
import type { CategoryCount } from '@/lib/api/finder-shape';
import { checkState } from './finder-selection';

export interface CategoryChecklistProps {
  nodes: readonly CategoryCount[];
  selected: readonly string[];
  onToggle: (node: CategoryCount) => void;
  /** Branches fold (the panel) or stay open (the 'All categories' dialog). */
  collapsible: boolean;
}

function holdsSelection(node: CategoryCount, selected: readonly string[]): boolean {
  return node.children.some((child) => selected.includes(child.id) || holdsSelection(child, selected));
}

function CategoryItem({ node, ...props }: CategoryChecklistProps & { node: CategoryCount }) {
  const t = useTranslations('antibody');
  const [open, setOpen] = useState(() => !props.collapsible || holdsSelection(node, props.selected));
  const listId = useId();
  const state = checkState(node, props.selected);
  return (
    <li>
      <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
        <FormControlLabel
          control={<Checkbox size="small" checked={state !== 'unchecked'} onChange={() => props.onToggle(node)} sx={{ py: 0.25 }} />}
          label={t('optionLabel', { name: node.name, count: node.count })}
          // A category under a checked one is covered by it (unticked with its parent); an
          // unchecked one without goods could only empty the list.
          disabled={state === 'implied' || (state === 'unchecked' && node.count === 0)}
          sx={{ flexGrow: 1, mr: 0, alignItems: 'flex-start', '& .MuiFormControlLabel-label': { fontSize: '0.875rem', pt: 0.5 } }}
        />
        {props.collapsible && node.children.length ? (
          <IconButton size="small" aria-label={t('toggleBranch', { name: node.name })} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
            {open ? <ExpandLessIcon size="small" /> : <ExpandMoreIcon size="small" />}
          </IconButton>
        ) : null}
      </Box>
      {node.children.length ? (
        <Box id={listId} hidden={!open} sx={{ pl: 2 }}>
          <CategoryChecklist {...props} nodes={node.children} />
        </Box>
      ) : null}
    </li>
  );
}

/** Categories as nested checkboxes with counts (SPEC.md §2.4 item 3: two or three levels). */
export function CategoryChecklist(props: CategoryChecklistProps) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {props.nodes.map((node) => (
        <CategoryItem key={node.id} {...props} node={node} />
      ))}
    </Box>
  );
}
