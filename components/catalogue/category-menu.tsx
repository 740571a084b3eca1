import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Category } from '@/lib/api/categories';
import { categoryHref, sortCategoriesForMenu } from '@/lib/catalogue/category-routing';
import { BoxLink } from '@/components/common/links';
import { CellBankSearch } from '@/components/search/cell-bank-search';
import { CATEGORY } from '@/lib/catalogue/category-codes';
import { MenuBranch } from './menu-branch';

export interface CategoryMenuProps {
  root: { id: string; name: string };
  tree: Category[];
  /** The category shown, and its ancestors (expanded). */
  currentId: string;
  openIds: readonly string[];
}

const linkSx = { display: 'block', py: 0.5, color: 'text.primary', textDecoration: 'none', '&:hover': { color: 'primary.main' } };
const currentSx = { ...linkSx, color: 'primary.main', fontWeight: 700 };

/** The route root's category tree as nested lists of links (SPEC.md §2.4 item 2). */
export async function CategoryMenu({ root, tree, currentId, openIds }: CategoryMenuProps) {
  const t = await getTranslations('catalogue');

  const item = (node: Category) => {
    const current = node.id === currentId;
    const link = (
      <BoxLink href={categoryHref(node)} aria-current={current ? 'page' : undefined} sx={current ? currentSx : linkSx}>
        {node.name}
      </BoxLink>
    );
    return (
      <li key={node.id}>
        {node.children.length ? (
          <MenuBranch link={link} toggleLabel={t('toggleBranch', { name: node.name })} expanded={openIds.includes(node.id)}>
            {list(node.children)}
          </MenuBranch>
        ) : (
          link
        )}
      </li>
    );
  };

  const list = (nodes: Category[]) => (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, pl: 1.5, fontSize: '0.9rem' }}>
      {sortCategoriesForMenu(nodes).map(item)}
    </Box>
  );

  return (
    <Box component="nav" aria-labelledby="category-menu-heading" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Typography id="category-menu-heading" variant="h2" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1 }}>
        {t('menuHeading')}
      </Typography>
      {root.id === CATEGORY.CELL_BANK ? <CellBankSearch /> : null}
      <BoxLink
        href={categoryHref(root)}
        aria-current={root.id === currentId ? 'page' : undefined}
        sx={{ ...(root.id === currentId ? currentSx : linkSx), fontWeight: 700 }}
      >
        {root.name}
      </BoxLink>
      {tree.length ? <Box sx={{ ml: -1.5 }}>{list(tree)}</Box> : null}
    </Box>
  );
}
