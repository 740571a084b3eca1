import Box from '@mui/material/Box';
import { Link } from '@/lib/i18n/navigation';

export const navLinkSx = {
  display: 'block',
  px: 2,
  py: 1.25,
  color: 'primary.contrastText',
  fontWeight: 500,
  textDecoration: 'none',
  '&:hover, &:focus-visible': { bgcolor: 'rgba(255,255,255,0.12)' },
} as const;

/** A plain main-nav entry. */
export function NavItem({ href, label }: { href: string; label: string }) {
  return (
    <Box component="li">
      <Box component={Link} href={href} sx={navLinkSx}>
        {label}
      </Box>
    </Box>
  );
}
