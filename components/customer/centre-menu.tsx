'use client';
import { useTranslations } from 'next-intl';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { Link } from '@/lib/i18n/navigation';
import { CENTRE_SECTIONS, type CentreSection } from './centre-sections';

/** The side menu of the personal centre; the current section is marked for assistive technology too. */
export function CentreMenu({ current }: { current: CentreSection }) {
  const t = useTranslations('customer');
  return (
    <Paper variant="outlined" component="nav" aria-label={t('menuLabel')}>
      <List disablePadding>
        {CENTRE_SECTIONS.map((section) => (
          <li key={section.id}>
            <ListItemButton component={Link} href={section.href} selected={section.id === current} aria-current={section.id === current ? 'page' : undefined}>
              <ListItemText primary={t(section.label)} />
            </ListItemButton>
          </li>
        ))}
      </List>
    </Paper>
  );
}
