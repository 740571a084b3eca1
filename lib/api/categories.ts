import 'server-only';
/** The category dictionary as the storefront uses it (docs/product.md §3, §7.3). */
import { cacheLife, cacheTag } from '@/lib/cache';
import { parseNamedPath } from '@/lib/catalogue/json-field';
import type { Locale } from '@/lib/i18n/locales';
import { z } from 'zod';
import { CategoryNode } from '@/contract/catalogue';
import { parseAnswer } from './answer';
import { api } from './config';
import { categoriesApi } from '@/contract/operations/catalogue';

export interface Category {
  id: string;
  name: string;
  /** Ancestor codes from the root. */
  pids: string[];
  level: number;
  linkUrl: string | null;
  navRecommend: boolean;
  /** Default goods-list view: 1 large image, 2 list, 3 table. */
  tableType: 1 | 2 | 3;
  limitNum: number | null;
  image: string | null;
  goodsCount: number;
  children: Category[];
}

function toCategory(node: CategoryNode): Category {
  return {
    id: node.id,
    name: node.dictValue,
    pids: node.pids ? node.pids.split(',').filter(Boolean) : [],
    level: node.level,
    linkUrl: node.linkUrl,
    navRecommend: node.navRecommend === 1,
    tableType: node.tableType === 1 || node.tableType === 3 ? node.tableType : 2,
    limitNum: node.limitNum,
    image: node.image,
    goodsCount: node.recordTotalNums,
    children: node.children.map(toCategory),
  };
}

/**
 * The categories under `root` (every root when absent), `hierarchy` levels deep (docs/product.md §7.3:
 * 3 for menus). An unknown root answers code 3 (loaders fall back by lib/api/fallback.ts).
 */
export async function getCategoryTree(locale: Locale, root?: string, hierarchy = 3): Promise<Category[]> {
  const operation = categoriesApi.classifyHierarchyList;
  const raw = await api.request(
    operation,
    { ...(root ? { id: root } : {}), hierarchy, navRecommend: -1 },
    { locale, next: { revalidate: cacheLife.categories, tags: [cacheTag.categories, ...(root ? [cacheTag.category(root)] : [])] } },
  );
  return parseAnswer(z.array(CategoryNode), raw, operation.path).map(toCategory);
}

export interface CategoryInfo extends Category {
  /** Ancestors from the root, localised, for breadcrumbs. */
  trail: { id: string; name: string }[];
}

/** One category with its ancestors and direct children; code 3 when unknown or off shelf. */
export async function getCategoryInfo(id: string, locale: Locale): Promise<CategoryInfo> {
  const operation = categoriesApi.info;
  const raw = await api.request(operation, { id }, { locale, next: { revalidate: cacheLife.categories, tags: [cacheTag.categories, cacheTag.category(id)] } });
  const node = parseAnswer(CategoryNode, raw, operation.path);
  const category = toCategory(node);
  const trail = parseNamedPath(node.pidsNames).map((ancestor, index) => ({ id: ancestor.id ?? category.pids[index] ?? '', name: ancestor.name }));
  return { ...category, trail };
}
