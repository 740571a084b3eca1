import { getTranslations } from 'next-intl/server';
import { cx } from '@/components/ui/class-names';
import { LocaleLink } from '@/components/ui/locale-link';
import type { ContentCategory } from '@/contract/articles';
import { articleListHref, type ArticleListRoute } from '@/lib/content/article-routes';
import styles from './content-menu.module.css';

/**
 * The side menu of an article list: the content root and its tree (tiContent/tree), every entry
 * a link to its own list, the one shown marked as the current page. Plain links, no island.
 */
export async function ContentMenu({ route, tree, currentId }: { route: ArticleListRoute; tree: ContentCategory; currentId: string }) {
  const t = await getTranslations('articles');
  const entry = (node: ContentCategory) => (
    <li key={node.id}>
      <LocaleLink
        href={articleListHref(route, { root: tree.id, category: node.id })}
        aria-current={node.id === currentId ? 'page' : undefined}
        className={cx(styles.link, node.id === currentId && styles.current)}
      >
        {node.dictValue}
      </LocaleLink>
      {node.subDictEntities.length ? <ul className={styles.branch}>{node.subDictEntities.map(entry)}</ul> : null}
    </li>
  );
  return (
    <nav aria-label={t('menuLabel', { name: tree.dictValue })} className={styles.menu}>
      <ul className={styles.root}>{entry(tree)}</ul>
    </nav>
  );
}
