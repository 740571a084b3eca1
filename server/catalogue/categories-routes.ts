/** Category dictionary routes (docs/product.md §7.3). */
import { found, ok } from '../http/envelope';
import { defineRoute } from '../http/route';
import { categoryHierarchy, categoryInfo } from './categories';
import { CategoryHierarchyRequest, CategoryInfoRequest, CategoryNode, CategoryTree } from '../../contract/catalogue';
import { categoriesApi } from '../../contract/operations/catalogue';

function hierarchyRoute(operation: typeof categoriesApi.classifyHierarchyList, includeSelf: boolean) {
  return defineRoute({
    operation,
    data: CategoryTree,
    tag: 'Categories',
    summary: includeSelf ? 'A category with its subtree' : 'The subtree under a category (or all roots)',
    description: 'Answers data: a list of category nodes, each with children.',
    input: CategoryHierarchyRequest,
    async handler(input, { db, lang }) {
      return ok(found(await categoryHierarchy(db, { ...input, includeSelf }, lang), `id: no category ${input.id}`));
    },
  });
}

export const categoryRoutes = [
  hierarchyRoute(categoriesApi.classifyHierarchyList, false),
  hierarchyRoute(categoriesApi.classifyHierarchyListSelf, true),
  defineRoute({
    operation: categoriesApi.info,
    data: CategoryNode,
    tag: 'Categories',
    summary: 'One category with its ancestors (pids, pidsNames) and direct children',
    input: CategoryInfoRequest,
    async handler({ id }, { db, lang }) {
      return ok(found(await categoryInfo(db, id, lang), `id: no category ${id}`));
    },
  }),
];
