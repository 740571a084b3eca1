/** Category dictionary routes (docs/product.md §7.3). */
import { z } from '@hono/zod-openapi';
import { ApiFailure, CODE, ok } from '../http/envelope';
import { defineRoute } from '../http/route';
import { categoryCodeField, intField } from '../../contract/fields';
import { categoryHierarchy, categoryInfo } from './categories';
import { CategoryNode } from '../../contract/catalogue';

const hierarchyInput = z.object({
  id: categoryCodeField().optional().openapi({ description: 'Category code whose descendants are listed; every root when absent', example: 'CP' }),
  hierarchy: intField()
    .pipe(z.number().min(1, { error: 'must be at least 1' }).max(10, { error: 'must be at most 10' }))
    .default(3)
    .openapi({ description: 'Levels to include: 3 for menus, 6 or 7 for full trees', example: 3 }),
  navRecommend: intField()
    .pipe(z.number().min(-1).max(1, { error: 'must be -1, 0 or 1' }))
    .default(-1)
    .openapi({ description: '-1 every node; 1 only nodes featured in the navigation' }),
});

function hierarchyRoute(path: string, includeSelf: boolean) {
  return defineRoute({
    mode: 'postd',
    path,
    data: z.array(CategoryNode),
    tag: 'Categories',
    summary: includeSelf ? 'A category with its subtree' : 'The subtree under a category (or all roots)',
    description: 'Answers data: a list of category nodes, each with children.',
    input: hierarchyInput,
    async handler(input, { db, lang }) {
      const nodes = await categoryHierarchy(db, { ...input, includeSelf }, lang);
      if (!nodes) throw new ApiFailure(CODE.notFound, `id: no category ${input.id}`);
      return ok(nodes);
    },
  });
}

export const categoryRoutes = [
  hierarchyRoute('/online/toGoodsClassify/classifyHierarchyList', false),
  hierarchyRoute('/online/toGoodsClassify/classifyHierarchyListSelf', true),
  defineRoute({
    mode: 'postd',
    path: '/online/toGoodsClassify/info/{id}',
    data: CategoryNode,
    tag: 'Categories',
    summary: 'One category with its ancestors (pids, pidsNames) and direct children',
    input: z.object({ id: categoryCodeField().openapi({ param: { name: 'id', in: 'path' }, example: 'CP001' }) }),
    async handler({ id }, { db, lang }) {
      const node = await categoryInfo(db, id, lang);
      if (!node) throw new ApiFailure(CODE.notFound, `id: no category ${id}`);
      return ok(node);
    },
  }),
];
