/** Categories, category tables, the mega-menu and the home page (docs/product.md §7.2, §7.3). */
import { z } from 'zod';
import { categoryCodeField, countField, goodsFilterFields, goodsIdField, intField, MAX_LIST_ROWS, onShelfField, paging } from './fields';
import { bareList, dataList, whole } from './envelope';
import { GoodsSummary } from './goods';
import { HotSearch } from './content';

export interface CategoryNode {
  id: string;
  dictCode: string;
  dictKey: string | null;
  pid: string | null;
  /** Ancestor codes from the root, comma separated (docs/product.md §3). */
  pids: string;
  /** JSON string of the ancestors' [{ id, name }] in the caller's language. */
  pidsNames: string;
  codePath: string;
  dictValue: string;
  remark: string | null;
  level: number;
  linkUrl: string | null;
  onShelfFlag: boolean;
  navRecommend: number;
  multiLine: number;
  multiLineRight: number;
  sort: number;
  tableType: number;
  limitNum: number | null;
  isFake: boolean;
  image: string | null;
  recordTotalNums: number;
  toGoodsClassifyParamCatesEntity: { id: string; paramTitle: string } | null;
  children: CategoryNode[];
}

export const CategoryNode: z.ZodType<CategoryNode> = z
  .object({
    id: z.string(),
    dictCode: z.string(),
    dictKey: z.string().nullable(),
    pid: z.string().nullable(),
    pids: z.string(),
    pidsNames: z.string(),
    codePath: z.string(),
    dictValue: z.string(),
    remark: z.string().nullable(),
    level: whole(),
    linkUrl: z.string().nullable(),
    onShelfFlag: z.boolean(),
    navRecommend: whole(),
    multiLine: whole(),
    multiLineRight: whole(),
    sort: whole(),
    tableType: whole(),
    limitNum: z.number().nullable(),
    isFake: z.boolean(),
    image: z.string().nullable(),
    recordTotalNums: whole(),
    toGoodsClassifyParamCatesEntity: z.object({ id: z.string(), paramTitle: z.string() }).nullable(),
    get children() {
      return z.array(CategoryNode);
    },
  })
  .meta({ id: 'CategoryNode' });

/** A list of category nodes, each with its children (classifyHierarchyList). */
export const CategoryTree = z.array(CategoryNode);

/** A category with its goods: one table of the table mode, one block of a root listing. */
export const CategoryGoods = z
  .object({
    id: z.string(),
    dictValue: z.string(),
    pids: z.string(),
    tableType: whole(),
    limitNum: z.number().nullable().default(null),
    /** Heading of the category's goods table, localised; null when the category has none. */
    paramTitle: z.string().nullable().default(null),
    /** Goods counted (see each route). */
    recordTotalNums: whole(),
    goodsList: z.array(GoodsSummary),
  })
  .meta({ id: 'CategoryGoods' });
export type CategoryGoods = z.infer<typeof CategoryGoods>;

export const CategoryTables = dataList(CategoryGoods);
export const RootListing = bareList(CategoryGoods);

export const MenuGoods = z.object({
  id: whole(),
  itemno: z.string(),
  title: z.string(),
  imgCover: z.string().nullable(),
  /** JSON list of badge strings, as in goods summaries. */
  goodsIdentity: z.string(),
});
export type MenuGoods = z.infer<typeof MenuGoods>;

export const MenuSubCategory = z.object({
  id: z.string(),
  dictValue: z.string(),
  pids: z.string(),
  linkUrl: z.string().nullable(),
  recordTotalNums: whole(),
});
export type MenuSubCategory = z.infer<typeof MenuSubCategory>;

export const MenuEntry = z
  .object({
    id: z.string(),
    dictValue: z.string(),
    linkUrl: z.string().nullable(),
    pids: z.string(),
    children: z.array(MenuSubCategory),
    goodsList: z.array(MenuGoods),
  })
  .meta({ id: 'MenuEntry' });
export type MenuEntry = z.infer<typeof MenuEntry>;

export const MenuList = bareList(MenuEntry);

export const IndexHome = z.object({
  newGoods: z.array(GoodsSummary),
  recommendGoods: z.array(GoodsSummary),
  hotSearches: z.array(HotSearch.pick({ id: true, proName: true, linkUrl: true })),
});
export type IndexHome = z.infer<typeof IndexHome>;

/** The request of /online/togoods/getBindGroupIdByGoodsId. */
export const BindGroupRequest = z.object({ goodsId: goodsIdField().meta({ description: 'Goods id', example: 1 }) });

/** The request of /online/toGoodsBanner/getIndexHome. */
export const IndexHomeRequest = z.object({});

/** Featured goods per mega-menu entry (docs/product.md §9). */
const MENU_GOODS_MAX = 6;

/** The request of /online/toGoodsClassify/classifyHierarchyList and …ListSelf. */
export const CategoryHierarchyRequest = z.object({
  id: categoryCodeField().optional().meta({ description: 'Category code whose descendants are listed; every root when absent', example: 'CP' }),
  hierarchy: intField()
    .pipe(z.number().min(1, { error: 'must be at least 1' }).max(10, { error: 'must be at most 10' }))
    .default(3)
    .meta({ description: 'Levels to include: 3 for menus, 6 or 7 for full trees', example: 3 }),
  navRecommend: intField()
    .pipe(z.number().min(-1).max(1, { error: 'must be -1, 0 or 1' }))
    .default(-1)
    .meta({ description: '-1 every node; 1 only nodes featured in the navigation' }),
});

/** The request of /online/toGoodsClassify/info/{id}. */
export const CategoryInfoRequest = z.object({ id: categoryCodeField().meta({ example: 'CP001' }) });

/** The request of /online/togoods/newClassifyGoodsList. */
export const CategoryTablesRequest = z.object({
  ...goodsFilterFields,
  ...paging(20, 200),
  goodsLimit: countField(MAX_LIST_ROWS, MAX_LIST_ROWS).meta({
    description: 'Goods per category (default and max 10000); clamped so that limit × goodsLimit stays within 10000 rows',
    example: 50,
  }),
});

/** The request of /online/togoods/classifyGoodsListForProduct and …ForService. */
export const RootListingRequest = z.object({
  limit: countField(8, 100).meta({ description: 'Goods per category (default 8, max 100)', example: 8 }),
});

/** The request of /online/togoods/listNoPage. */
export const GoodsLinesRequest = z.object({
  goodsCate: categoryCodeField().meta({ description: 'Category code; goods of the category and all its descendants', example: 'CP002001' }),
  onShelfFlag: onShelfField(),
  limit: countField(MAX_LIST_ROWS, MAX_LIST_ROWS).meta({ description: 'At most this many lines (default and max 10000)', example: 10000 }),
});

/** The request of /overseas/featuredFirst/getIndexMenuList. */
export const MenuRequest = z.object({
  id: categoryCodeField().optional().meta({ description: 'A level-2 product category: answer only its entry', example: 'CP002' }),
  limit: countField(MENU_GOODS_MAX, MENU_GOODS_MAX).meta({ description: 'Featured goods per entry (default and max 6)', example: 6 }),
});

/** The request of /online/toGoodsBanner/list. */
export const GoodsBannersRequest = z.object({
  bannerType: intField()
    .pipe(z.number().min(1).max(9, { error: 'must be a banner type from 1 to 9' }))
    .default(2)
    .meta({ description: 'Banner type: 1 carousel, 2 advert (default)', example: 2 }),
  goodsCate: categoryCodeField().optional().meta({ description: 'Only banners linking into this category tree', example: 'CP001' }),
  ...paging(20, 100),
});
