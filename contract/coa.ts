/**
 * The COA lookup and the primer library (docs/product.md §2.7, §7.2): a lot's certificate of
 * analysis by batch number (and optionally Cat. No.), and the searchable list of primer pairs.
 */
import { z } from 'zod';
import { dataList, listPage, whole } from './envelope';
import { paging } from './fields';
import { BATCH_MAX_LENGTH, BATCH_REQUIRED, ITEMNO_MAX_LENGTH, LABEL_CODE, PRIMER_KEYWORD_MAX_LENGTH, PRIMER_PAGE_SIZE, PRIMER_SPECIES } from './coa-limits';

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const CoaSearchRequest = z.object({
  batch: z
    .string({ error: BATCH_REQUIRED })
    .trim()
    .min(1, { error: BATCH_REQUIRED, abort: true })
    .max(BATCH_MAX_LENGTH, { error: `must be at most ${BATCH_MAX_LENGTH} characters` })
    .regex(LABEL_CODE, { error: 'must be a batch number such as AB10001-2406A' })
    .meta({ description: 'The batch number printed on the label (required; case does not matter)', example: 'AB10001M-2404C' }),
  itemno: z
    .preprocess(
      blankToUndefined,
      z
        .string({ error: 'must be a Cat. No.' })
        .trim()
        .max(ITEMNO_MAX_LENGTH, { error: `must be at most ${ITEMNO_MAX_LENGTH} characters` })
        .regex(LABEL_CODE, { error: 'must be a Cat. No. such as AB10001' })
        .optional(),
    )
    .meta({ description: 'Cat. No. (optional): only lots of this goods item', example: 'AB10001M' }),
});

export const CoaTest = z.object({
  test: z.string(),
  specification: z.string(),
  result: z.string(),
  passed: z.boolean(),
});
export type CoaTest = z.infer<typeof CoaTest>;

export const CoaLot = z
  .object({
    id: whole(),
    goodsId: whole(),
    itemno: z.string(),
    /** The goods item's title in the caller's language. */
    title: z.string(),
    /** Off-shelf goods keep their certificates, but their page answers 404: no link then. */
    onShelfFlag: z.boolean().default(true),
    batch: z.string(),
    /** yyyy-mm-dd (docs/product.md §9). */
    manufactureDate: z.string(),
    expiryDate: z.string(),
    size: z.string(),
    quantity: whole(),
    storage: z.string(),
    tests: z.array(CoaTest).default([]),
  })
  .meta({ id: 'CoaLot' });
export type CoaLot = z.infer<typeof CoaLot>;

export const CoaLotList = dataList(CoaLot);

/** The certificate's path parameter. */
export const CoaPdfRequest = z.object({
  lotId: z.coerce
    .number({ error: 'must be a lot id' })
    .int({ error: 'must be a lot id' })
    .min(1, { error: 'must be a lot id' })
    .max(2_147_483_647, { error: 'is out of range' }),
});

export const PrimerSearchRequest = z.object({
  keyword: z
    .preprocess(
      blankToUndefined,
      z
        .string({ error: 'must be text' })
        .trim()
        .max(PRIMER_KEYWORD_MAX_LENGTH, { error: `must be at most ${PRIMER_KEYWORD_MAX_LENGTH} characters` })
        .optional(),
    )
    .meta({ description: 'Words of the gene symbol, the gene name (either language) or the accession', example: 'GAPDH' }),
  species: z
    .preprocess(blankToUndefined, z.enum(PRIMER_SPECIES, { error: 'must be human, mouse or rat' }).optional())
    .meta({ description: 'human, mouse or rat; all species when left out', example: 'human' }),
  ...paging(PRIMER_PAGE_SIZE, 100),
});

export const Primer = z
  .object({
    id: whole(),
    gene: z.string(),
    geneName: z.string(),
    species: z.enum(PRIMER_SPECIES),
    application: z.string(),
    accession: z.string(),
    forward: z.string(),
    reverse: z.string(),
    ampliconLength: whole(),
    forwardTm: z.number(),
    reverseTm: z.number(),
    /** A goods item for the same target, or null. */
    goodsId: whole().nullable().default(null),
    goodsItemno: z.string().nullable().default(null),
  })
  .meta({ id: 'Primer' });
export type Primer = z.infer<typeof Primer>;

export const PrimerPage = listPage(Primer);
