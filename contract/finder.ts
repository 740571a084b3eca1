/** The antibody finder and the culture-medium pages (docs/product.md §2.4, §7.3). */
import { z } from 'zod';
import { categoryCodeField, countField, goodsFilterFields, intField, paging } from './fields';
import { bareList, whole } from './envelope';
import { CATEGORY } from './categories';
import { GoodsSummary } from './goods';

export const Facet = z.object({ dictCode: z.string(), dictValue: z.string(), totalNum: whole() }).meta({ id: 'Facet' });
export type Facet = z.infer<typeof Facet>;

export const AntibodyFacets = z.object({
  species: z.array(Facet),
  applications: z.array(Facet),
  areas: z.array(Facet),
  hosts: z.array(Facet),
  clonality: z.array(Facet),
  conjugates: z.array(Facet),
  isotypes: z.array(Facet),
});
export type AntibodyFacets = z.infer<typeof AntibodyFacets>;

export const MediumFacets = z.object({ types: z.array(Facet), forms: z.array(Facet), additives: z.array(Facet) });
export type MediumFacets = z.infer<typeof MediumFacets>;

export interface CategoryCount {
  id: string;
  dictValue: string;
  /** Ancestor codes from the root, comma separated. */
  pids: string;
  level: number;
  totalNum: number;
  children: CategoryCount[];
}

export const CategoryCount: z.ZodType<CategoryCount> = z
  .object({
    id: z.string(),
    dictValue: z.string(),
    pids: z.string(),
    level: whole(),
    totalNum: whole(),
    get children() {
      return z.array(CategoryCount);
    },
  })
  .meta({ id: 'CategoryCount' });

export const CategoryCounts = bareList(CategoryCount);

/** A cell-bank category found by name (searchClassify). */
export const CellBankMatch = z.object({
  id: z.string(),
  dictValue: z.string(),
  pids: z.string(),
  linkUrl: z.string().nullable(),
  remark: z.string().nullable(),
});

export const CellBankMatchList = bareList(CellBankMatch);
export type CellBankMatch = z.infer<typeof CellBankMatch>;

export const CellLineRecommendation = z
  .object({
    id: whole(),
    name: z.string(),
    description: z.string(),
    species: z.string(),
    tissue: z.string(),
    /** Adherent, suspension or mixed, localised. */
    growth: z.string(),
    serum: z.string(),
    medium: z.object({ code: z.string(), name: z.string() }),
    goods: z.array(GoodsSummary),
    completeMedium: GoodsSummary.nullable(),
  })
  .meta({ id: 'CellLineRecommendation' });

export const CellLineRecommendationList = bareList(CellLineRecommendation);
export type CellLineRecommendation = z.infer<typeof CellLineRecommendation>;

/** One antibody label group (contract/antibody-labels.ts) as a filter: its dictionary's codes, any of them. */
const labelGroupField = (dictType: string, example: string) =>
  goodsFilterFields.labels.meta({ description: `Codes of the ${dictType} dictionary (an array, or a comma list); goods with any of them`, example: [example] });

/** The antibody finder's filters: applications, species, research areas, labels and the label groups (comma lists). */
const antibodyFilterFields = {
  dictCode: goodsFilterFields.dictCode,
  speciesDictCode: goodsFilterFields.speciesDictCode,
  areaIds: goodsFilterFields.areaIds,
  labels: goodsFilterFields.labels.meta({
    description: 'Host, clonality, conjugate or isotype codes, mixed (an array, or a comma list); goods with any of them',
    example: ['monoclonal'],
  }),
  hosts: labelGroupField('host', 'rabbit'),
  clonality: labelGroupField('clonality', 'monoclonal'),
  conjugates: labelGroupField('conjugate', 'unconjugated'),
  isotypes: labelGroupField('isotype', 'IgG1'),
  citedMin: intField()
    .pipe(z.number().min(0, { error: 'must be 0 or more' }).max(1000, { error: 'must be at most 1000' }))
    .optional()
    .meta({ description: 'Only goods cited in at least this many publications (0 or absent: all)', example: 10 }),
};

/** The finder's orders: the goods lists' own and `citations`, most cited first (Cat. No. breaking ties). */
const finderOrderField = z
  .enum(['itemno', 'createdAt', 'sort', 'citations'], { error: 'must be itemno, createdAt, sort or citations' })
  .default('itemno')
  .meta({ description: 'itemno (Cat. No., default), createdAt (newest first), sort, or citations (most cited first)', example: 'citations' });

const antibodyRootField = () =>
  categoryCodeField()
    .default(CATEGORY.ANTIBODIES)
    .meta({
      description: `Root category of the finder (default ${CATEGORY.ANTIBODIES}; CP003 and CP009 are antibody roots too)`,
      example: CATEGORY.ANTIBODIES,
    });

/** goodsCate of the results: the categories ticked in the tree, as a comma list or an array. */
const selectedCategoriesField = () =>
  z
    .preprocess(
      (value) =>
        value === '' || value === null
          ? undefined
          : typeof value === 'string'
            ? value
                .split(',')
                .map((code) => code.trim())
                .filter(Boolean)
            : value,
      z.array(categoryCodeField()).min(1, { error: 'must name a category' }).max(200, { error: 'must name at most 200 categories' }),
    )
    .default([CATEGORY.ANTIBODIES])
    .meta({
      description: `Category codes (an array, or a comma list): goods in ANY of their subtrees (default ${CATEGORY.ANTIBODIES})`,
      example: ['CP002002', 'CP002004'],
    });

/** The request of /online/togoods/classifyGoodsListForAntibody/YK and …/KT. */
export const AntibodySectionRequest = z.object({
  ...paging(50, 200),
  speciesDictCode: antibodyFilterFields.speciesDictCode,
  dictCode: antibodyFilterFields.dictCode,
  areaIds: antibodyFilterFields.areaIds,
});

/** The request of /online/togoods/applicationsAndSpeciesList. */
export const AntibodyFacetsRequest = z.object({ goodsCate: antibodyRootField(), ...antibodyFilterFields });

/** The request of /online/togoods/labelsClassifyListNums. */
export const CategoryCountsRequest = z.object({
  goodsCate: antibodyRootField(),
  ...antibodyFilterFields,
  keyword: z
    .string({ error: 'must be text' })
    .trim()
    .max(100, { error: 'must be at most 100 characters' })
    .optional()
    .meta({ description: 'Category name fragment', example: 'phospho' }),
});

/** The request of /online/togoods/classifyLabelsNums. */
export const FinderCountRequest = z.object({ goodsCate: selectedCategoriesField(), ...antibodyFilterFields });

/** The request of /online/togoods/labelsClassifyGoodsList. */
export const FinderGoodsRequest = FinderCountRequest.extend({
  orderBy: finderOrderField,
  itemnoSort: goodsFilterFields.itemnoSort,
  ...paging(20),
});

/** The request of /online/togoods/classifyGoodsListForKtRandom. */
export const LabelledSampleRequest = z.object({
  limit: countField(8, 50).meta({ description: 'How many (default 8, max 50)', example: 8 }),
  seed: z
    .preprocess(
      (value) => (typeof value === 'number' ? String(value) : value === '' ? undefined : value),
      z.string({ error: 'must be text or a number' }).trim().min(1).max(64, { error: 'must be at most 64 characters' }),
    )
    .optional()
    .meta({ description: "Any text or number; default today's UTC date", example: '2026-11-01' }),
});

/** The culture-medium filter bar: the category and the type, form and additive comma lists. */
const mediumFilterFields = {
  goodsCate: categoryCodeField()
    .default(CATEGORY.CULTURE_MEDIUM_FILTER)
    .meta({
      description: `Category code; goods of the category and its descendants (default ${CATEGORY.CULTURE_MEDIUM_FILTER})`,
      example: CATEGORY.CULTURE_MEDIUM_FILTER,
    }),
  mediumType: goodsFilterFields.mediumType,
  cultureMediumModality: goodsFilterFields.cultureMediumModality,
  cultureMediumAdditive: goodsFilterFields.cultureMediumAdditive,
};

const searchText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, { error: `must be at most ${max} characters` });

/** The request of /online/togoods/cultureMediumClassifyList. */
export const MediumFacetsRequest = z.object(mediumFilterFields);

/** The request of /online/toCultureMedium/list. */
export const MediumGoodsRequest = z.object({ ...mediumFilterFields, ...paging(20), itemnoSort: goodsFilterFields.itemnoSort });

/** The request of /online/toCultureMedium/recommendList. */
export const MediumRecommendRequest = z.object({
  meduimSearch: searchText(100).optional().meta({
    description: "docs/product.md's spelling. Keeps the cell lines whose name or description, in either language, holds it (case-insensitive)",
    example: 'HeLa',
  }),
});

/** The request of /online/toGoodsClassify/searchClassify. */
export const CellBankSearchRequest = z.object({
  id: categoryCodeField()
    .default(CATEGORY.CELL_BANK)
    .meta({ description: `Root whose subtree is searched (default ${CATEGORY.CELL_BANK})`, example: CATEGORY.CELL_BANK }),
  keyword: searchText(100).min(1, { error: 'must not be empty' }).meta({ description: 'Name fragment; trimmed', example: 'HeLa' }),
});
