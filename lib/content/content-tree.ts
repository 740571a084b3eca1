/** Reading a content root's tree (tiContent/tree) for an article list (docs/product.md §2.5). */
import type { ContentCategory } from '@/contract/articles';
import { ARTICLE_PAGE_SIZE } from '@/contract/article-constants';

/** A category of the tree with the nodes above it, root first; null when it is not in the tree. */
export function findInTree(tree: ContentCategory, id: string): { node: ContentCategory; ancestors: ContentCategory[] } | null {
  const walk = (node: ContentCategory, ancestors: ContentCategory[]): { node: ContentCategory; ancestors: ContentCategory[] } | null => {
    if (node.id === id) return { node, ancestors };
    for (const child of node.subDictEntities) {
      const found = walk(child, [...ancestors, node]);
      if (found) return found;
    }
    return null;
  };
  return walk(tree, []);
}

/** Pages of an article list: at least 1, so an empty list still has its first page. */
export function articlePageCount(total: number, pageSize = ARTICLE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
