/** Publications citing a goods item (docs/product.md §2.6 citations, §7.3). */
import { z } from 'zod';
import { whole } from './envelope';
import { goodsIdField, paging } from './fields';

/** A dictionary option (application or species) as a citation names it. */
const CitationTerm = z.object({ code: z.string(), name: z.string() });

const Citation = z
  .object({
    id: whole(),
    /** PubMed-style identifier. */
    pmid: z.string(),
    authors: z.string(),
    title: z.string(),
    journal: z.string(),
    year: whole(),
    application: CitationTerm,
    species: CitationTerm,
  })
  .meta({ id: 'Citation' });

/** How many of the item's citations used one application. */
const CitationApplication = z.object({ code: z.string(), name: z.string(), count: whole() }).meta({ id: 'CitationApplication' });

export const CitationPage = z
  .object({
    list: z.array(Citation),
    /** Citations matching the application filter. */
    totalCount: whole(),
    /** All citations of the item, whatever the filter. */
    citationCount: whole(),
    /** Every application the item's citations used, most used first. */
    applications: z.array(CitationApplication),
  })
  .meta({ id: 'CitationPage' });
export type CitationPage = z.infer<typeof CitationPage>;

/** A goods item holds at most 40 citations in the demo; a page of 50 shows any of them whole. */
const MAX_CITATIONS_PAGE = 50;

/** The request of /online/togoods/citations. */
export const CitationsRequest = z.object({
  goodsId: goodsIdField().meta({ description: 'Goods id', example: 1 }),
  application: z
    .string({ error: 'must be an application code' })
    .trim()
    .regex(/^[A-Za-z0-9-]{1,32}$/, { error: 'must be an application code such as WB' })
    .optional()
    .meta({ description: 'Application code (dictionary applications), e.g. WB', example: 'WB' }),
  ...paging(20, MAX_CITATIONS_PAGE),
});
