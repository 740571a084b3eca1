import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LinkButton } from '@/components/common/links';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { SearchBox } from '@/components/search/search-box';

/**
 * The personal centre's own header (SPEC.md §2.4 item 8): back to home and the keyword search.
 * The message centre joins it when /mail exists.
 */
export function CentreHeader() {
  const t = useTranslations('customer');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 3, pb: 2, borderBottom: 1, borderColor: 'divider' }}>
      <LinkButton href="/" startIcon={<ChevronLeftIcon />} variant="text">
        {t('backHome')}
      </LinkButton>
      <Typography component="p" variant="h6" sx={{ flexGrow: 1 }}>
        {t('centre')}
      </Typography>
      <Box sx={{ flexBasis: { xs: '100%', sm: 420 }, flexGrow: { xs: 1, sm: 0 } }}>
        <SearchBox />
      </Box>
    </Box>
  );
}
