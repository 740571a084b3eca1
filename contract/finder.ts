/** The antibody finder and the culture-medium pages (docs/product.md §2.4, §7.3). */
import { z } from 'zod';
import { bareList, whole } from './envelope';
import { GoodsSummary } from './goods';

export const Facet = z.object({ dictCode: z.string(), dictValue: z.string(), totalNum: whole() }).meta({ id: 'Facet' });
export type Facet = z.infer<typeof Facet>;

export const AntibodyFacets = z.object({ species: z.array(Facet), applications: z.array(Facet), areas: z.array(Facet) });
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
export type CellLineRecommendation = z.infer<typeof CellLineRecommendation>;
