import { getTranslations } from 'next-intl/server';
import { cx } from '@/components/ui/class-names';
import { CellBankSearch } from '@/components/search/cell-bank-search';
import type { Category } from '@/lib/api/categories';
import { CATEGORY } from '@/lib/catalogue/category-codes';
import { categoryHref, sortCategoriesForMenu } from '@/lib/catalogue/category-routing';
import { LocaleLink } from '@/components/ui/locale-link';
import styles from './category-menu.module.css';
import { MenuBranch } from './menu-branch';

/** Messages of the menu's islands: the cell bank's keyword search (components/search) reads these. */
export function categoryMenuMessages(rootId: string | undefined): string[] {
  return rootId === CATEGORY.CELL_BANK
    ? [
        'search.cellSearchLabel',
        'search.cellSearchPlaceholder',
        'search.cellSearchEmpty',
        'search.cellSearchResults',
        'search.submit',
        'common.WAIT_LOAD',
        'common.noData',
      ]
    : [];
}

export interface CategoryMenuProps {
  root: { id: string; name: string };
  tree: Category[];
  /** The category shown, and its ancestors (expanded). */
  currentId: string;
  openIds: readonly string[];
}

/**
 * The route root's category tree as nested lists of links (docs/product.md §2.4 item 2). Every level is
 * in the HTML, collapsed branches too, so crawlers follow them; only the toggles are an island.
 */
export async function CategoryMenu({ root, tree, currentId, openIds }: CategoryMenuProps) {
  const t = await getTranslations('catalogue');

  const link = (node: { id: string; name: string }, className?: string) => {
    const current = node.id === currentId;
    return (
      <LocaleLink href={categoryHref(node)} aria-current={current ? 'page' : undefined} className={cx(styles.link, current && styles.current, className)}>
        {node.name}
      </LocaleLink>
    );
  };

  const item = (node: Category) => (
    <li key={node.id}>
      {node.children.length ? (
        <MenuBranch link={link(node)} toggleLabel={t('toggleBranch', { name: node.name })} expanded={openIds.includes(node.id)}>
          {list(node.children)}
        </MenuBranch>
      ) : (
        link(node)
      )}
    </li>
  );

  const list = (nodes: Category[], className?: string) => <ul className={cx(styles.list, className)}>{sortCategoriesForMenu(nodes).map(item)}</ul>;

  return (
    <nav aria-labelledby="category-menu-heading" className={styles.menu}>
      <h2 id="category-menu-heading" className={styles.heading}>
        {t('menuHeading')}
      </h2>
      {root.id === CATEGORY.CELL_BANK ? <CellBankSearch /> : null}
      {link(root, styles.root)}
      {tree.length ? list(tree, styles.top) : null}
    </nav>
  );
}
