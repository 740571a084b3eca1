/** Categories, category tables, the mega-menu and the home page (docs/product.md §7.2, §7.3). */
import { z } from 'zod';
import { goodsIdField } from './fields';
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
