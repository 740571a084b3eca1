'use client';
import { useId, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link } from '@/lib/i18n/navigation';
import { ExpandMoreIcon } from '@/components/ui/icons';
import { navLinkSx } from './nav-item';

export interface NavLink {
  label: string;
  href: string;
}

/**
 * A main-nav entry with a dropdown. The entry's own link (when it has one) stays a real link
 * for crawlers and middle-clicks; the arrow button opens the list.
 */
export function NavDropdown({ label, href, links, menuLabel }: { label: string; href?: string; links: NavLink[]; menuLabel: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const close = () => setAnchor(null);

  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'stretch' }}>
      {href ? (
        <Box component={Link} href={href} sx={{ ...navLinkSx, pr: 0 }}>
          {label}
        </Box>
      ) : null}
      <ButtonBase
        aria-label={menuLabel}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        onClick={open}
        sx={{ ...navLinkSx, display: 'flex', alignItems: 'center', pl: href ? 0 : 1, pr: 0.75 }}
      >
        {href ? null : <span>{label}</span>}
        <ExpandMoreIcon size="small" sx={{ ml: href ? 0 : 0.25 }} />
      </ButtonBase>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {links.map((link) => (
          <MenuItem key={link.href} component={Link} href={link.href} onClick={close}>
            {link.label}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
