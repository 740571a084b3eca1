'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import SvgIcon from '@mui/material/SvgIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { ExpandMoreIcon } from '@/components/ui/icons';
import type { FacetOption } from '@/lib/api/finder-shape';

/** The box of a menu item checkbox: drawn, not an input, since the item itself is the control. */
function CheckMark({ checked }: { checked: boolean }) {
  return (
    <SvgIcon aria-hidden focusable="false" size="small" color={checked ? 'primary' : 'action'}>
      <path
        d={
          checked
            ? 'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z'
            : 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z'
        }
      />
    </SvgIcon>
  );
}

export interface GroupMenuProps {
  group: 'type' | 'form' | 'additive';
  options: readonly FacetOption[];
  selected: readonly string[];
  onToggle: (code: string) => void;
}

/**
 * One dropdown checklist of the medium filter bar (SPEC.md §2.4 item 4). The menu stays open
 * while options are ticked, so several can be chosen in a row; each tick updates the URL.
 */
export function GroupMenu({ group, options, selected, onToggle }: GroupMenuProps) {
  const t = useTranslations('medium');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;
  return (
    <>
      <Button
        id={buttonId}
        variant={selected.length ? 'contained' : 'outlined'}
        size="small"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        endIcon={<ExpandMoreIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none' }}
      >
        {t('groupButton', { group, count: selected.length })}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': buttonId, dense: true } }}>
        {options.length === 0 ? <MenuItem disabled>{t('noOptions')}</MenuItem> : null}
        {options.map((option) => {
          const checked = selected.includes(option.code);
          return (
            <MenuItem
              key={option.code}
              role="menuitemcheckbox"
              aria-checked={checked}
              disabled={!checked && option.count === 0}
              onClick={() => onToggle(option.code)}
            >
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckMark checked={checked} />
              </ListItemIcon>
              <ListItemText primary={t('optionLabel', { name: option.name, count: option.count })} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
