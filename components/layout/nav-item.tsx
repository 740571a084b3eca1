import Box from '@mui/material/Box';
import { BoxLink } from '@/components/common/links';

export const navLinkSx = {
  display: 'block',
  px: 1,
  py: 1.25,
  color: 'primary.contrastText',
  font: 'inherit',
  fontSize: '0.9rem',
  fontWeight: 500,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  '&:hover, &:focus-visible': { bgcolor: 'rgba(255,255,255,0.12)' },
} as const;

/** A plain main-nav entry. */
export function NavItem({ href, label }: { href: string; label: string }) {
  return (
    <Box component="li">
      <BoxLink href={href} sx={navLinkSx}>
        {label}
      </BoxLink>
    </Box>
  );
}
