'use client';
import type { MouseEvent, Ref } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { GoodsCard } from '@/components/goods/goods-card';
import { MENU_SUB_ITEMS_PER_ROW } from '@/lib/catalogue/constants';
import { Link } from '@/lib/i18n/navigation';
import type { MegaMenu } from './mega-menu-data';

export interface MegaMenuPanelProps {
  id: string;
  ref: Ref<HTMLDivElement>;
  open: boolean;
  label: string;
  href: string;
  menu: MegaMenu;
  imageHost: string;
  /** A link in the panel was followed: the nav stays mounted across pages, so the panel must shut. */
  onFollow: () => void;
}

/**
 * The drop-down of a category item: its sub-categories, 3 per row (SPEC.md §9), and its
 * featured goods. Always in the HTML, so crawlers follow the links; hidden while closed.
 */
export function MegaMenuPanel({ id, ref, open, label, href, menu, imageHost, onFollow }: MegaMenuPanelProps) {
  const t = useTranslations('megaMenu');
  const hasGoods = menu.goods.length > 0;
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onFollow();
  };
  return (
    <Box
      id={id}
      ref={ref}
      hidden={!open}
      onClick={onClick}
      sx={{
        display: open ? 'block' : 'none',
        position: 'absolute',
        top: '100%',
        left: 0,
        right: 0,
        zIndex: 'appBar',
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderTop: 3,
        borderColor: 'primary.main',
        boxShadow: 8,
        maxHeight: '70vh',
        overflowY: 'auto',
      }}
    >
      <Container maxWidth="lg" sx={{ py: 3, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: hasGoods ? 'minmax(0, 5fr) minmax(0, 6fr)' : '1fr' } }}>
        <div>
          <Typography id={`${id}-categories`} component="p" variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
            {t('subCategories', { name: label })}
          </Typography>
          <Box
            component="ul"
            aria-labelledby={`${id}-categories`}
            sx={{ display: 'grid', gridTemplateColumns: `repeat(${MENU_SUB_ITEMS_PER_ROW}, minmax(0, 1fr))`, gap: 1, listStyle: 'none', m: 0, p: 0 }}
          >
            {menu.subCategories.map((link) => (
              <Box component="li" key={link.id} sx={{ '& a': { display: 'block', py: 0.5, color: 'text.primary', fontSize: '0.9rem', textDecoration: 'none' }, '& a:hover, & a:focus-visible': { color: 'primary.main', textDecoration: 'underline' } }}>
                <Link href={link.href}>{link.name}</Link>
              </Box>
            ))}
          </Box>
          <Box sx={{ mt: 2, fontWeight: 600 }}>
            <Link href={href}>{t('viewAll', { name: label })}</Link>
          </Box>
        </div>
        {hasGoods ? (
          <div>
            <Typography id={`${id}-goods`} component="p" variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
              {t('featuredGoods')}
            </Typography>
            <Box component="ul" aria-labelledby={`${id}-goods`} sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1.5, listStyle: 'none', m: 0, p: 0 }}>
              {menu.goods.map((goods) => (
                <li key={goods.id}>
                  <GoodsCard goods={goods} imageHost={imageHost} compact />
                </li>
              ))}
            </Box>
          </div>
        ) : null}
      </Container>
    </Box>
  );
}
