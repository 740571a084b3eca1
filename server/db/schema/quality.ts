/** Lots with their quality-control tests, and the primer library (docs/product.md §2.7). */
import { bigint, boolean, index, integer, numeric, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { goods } from './catalogue';
import { goodsId, serialId } from './columns';

/**
 * A manufactured lot (batch) of a goods item, whose certificate of analysis the COA lookup serves
 * (docs/product.md §2.7). The batch number is unique: it carries the Cat. No. it was made for.
 */
export const lots = pgTable(
  'lots',
  {
    id: serialId(),
    goodsId: goodsId(),
    /** Copied from the goods item when the lot was made: a certificate keeps the number it was issued under. */
    itemno: text('itemno').notNull(),
    /** Stored upper case, e.g. 'AB10001-2406A'; looked up upper case. */
    batch: text('batch').notNull(),
    /** yyyy-mm-dd. */
    manufacturedOn: text('manufactured_on').notNull(),
    expiresOn: text('expires_on').notNull(),
    /** The pack size the lot was filled in, e.g. '100 µL'. */
    sizeEn: text('size_en').notNull(),
    sizeZh: text('size_zh').notNull(),
    /** Units filled in the lot. */
    quantity: integer('quantity').notNull(),
    storageEn: text('storage_en').notNull(),
    storageZh: text('storage_zh').notNull(),
  },
  (t) => [uniqueIndex('lots_batch_idx').on(t.batch), index('lots_goods_idx').on(t.goodsId)],
);

/** One quality-control test of a lot: what was tested, against which specification, the result. */
export const lotTests = pgTable(
  'lot_tests',
  {
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull(),
    testEn: text('test_en').notNull(),
    testZh: text('test_zh').notNull(),
    specificationEn: text('specification_en').notNull(),
    specificationZh: text('specification_zh').notNull(),
    resultEn: text('result_en').notNull(),
    resultZh: text('result_zh').notNull(),
    passed: boolean('passed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lotId, t.sort] })],
);

/** A validated PCR primer pair of the primer library (docs/product.md §2.7). */
export const primers = pgTable(
  'primers',
  {
    id: serialId(),
    /** Official gene symbol as the species writes it: GAPDH (human), Gapdh (mouse, rat). */
    gene: text('gene').notNull(),
    geneNameEn: text('gene_name_en').notNull(),
    geneNameZh: text('gene_name_zh').notNull(),
    /** human, mouse or rat. */
    species: text('species').notNull(),
    /** qPCR, RT-PCR or PCR. */
    application: text('application').notNull(),
    /** The transcript the pair was designed on, e.g. NM_002046. */
    accession: text('accession').notNull(),
    forward: text('forward').notNull(),
    reverse: text('reverse').notNull(),
    ampliconLength: integer('amplicon_length').notNull(),
    /** Melting temperatures in °C, one decimal. */
    forwardTm: numeric('forward_tm', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    reverseTm: numeric('reverse_tm', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    /** A goods item for the same target (an antibody), when the catalogue has one. */
    goodsId: bigint('goods_id', { mode: 'number' }).references(() => goods.id, { onDelete: 'set null' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('primers_gene_idx').on(t.gene), index('primers_species_idx').on(t.species, t.sort)],
);
