/**
 * The finder index: every on-shelf goods item's category and filter codes, held in memory as
 * bit sets, from which the antibody and culture-medium finders answer their faceted counts,
 * tree counts and pages (facets-match.ts); facets-cache.ts keeps one per database.
 *
 * Why not SQL per request: at 100,000 goods the antibody root holds ~55,000 of them, and any
 * count over them scans the wide goods table — 85 ms for a bare count(*) and 250–500 ms per
 * grouped facet on PGlite, whatever GIN index exists. The index is read with ONE string_agg
 * (~300 ms at 100,000 goods; decoding 100,000 rows through PGlite would take seconds) and
 * then every count is a few thousand word operations.
 *
 * Positions are Cat. No. order (the database's own ORDER BY itemno, as the SQL lists sort),
 * so a page in that order is read straight off a bit set.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { sysDicts } from '../db/schema';
import { emptyBits, setBit, type Bits } from './facets-bits';
import { ANTIBODY_LABEL_TYPES, type AntibodyLabelType } from '../../contract/antibody-labels';

/** The filter codes goods carry in a column; each is a set of codes per goods item (mediumType a set of one). */
const STORED_FIELDS = ['species', 'applications', 'areas', 'labels', 'mediumType', 'mediumForms', 'mediumAdditives'] as const;
type StoredField = (typeof STORED_FIELDS)[number];

/**
 * The labels split by dictionary type (contract/antibody-labels.ts): host, clonality, conjugate
 * and isotype are separate finder groups, each OR within and AND with the others, while `labels`
 * stays one list of any label (docs/product.md §2.4 item 3, §7.3).
 */
const LABEL_FIELDS = { host: 'hosts', clonality: 'clonality', conjugate: 'conjugates', isotype: 'isotypes' } as const satisfies Record<
  AntibodyLabelType,
  string
>;

export const FACET_FIELDS = [...STORED_FIELDS, ...ANTIBODY_LABEL_TYPES.map((type) => LABEL_FIELDS[type])] as const;
export type FacetField = (typeof FACET_FIELDS)[number];

export interface FinderIndex {
  /** On-shelf goods; positions 0 … size-1 in Cat. No. order. */
  size: number;
  ids: Float64Array;
  /** Epoch milliseconds, for the newest-first order. */
  createdAt: Float64Array;
  sort: Int32Array;
  /** Publications citing each goods item (goods.citation_count), for the most-cited order and the cited filter. */
  citations: Int32Array;
  /** Each position's own category, as an index into `categories`. */
  categoryOf: Uint32Array;
  categories: string[];
  /** For each field, the goods having each code. */
  bits: Record<FacetField, Map<string, Bits>>;
  loadedAt: number;
}

/** Each field's column, as text: codes joined by commas. */
const FACET_COLUMNS: Record<StoredField, string> = {
  species: "array_to_string(species_codes, ',')",
  applications: "array_to_string(application_codes, ',')",
  areas: "array_to_string(area_codes, ',')",
  labels: "array_to_string(labels, ',')",
  mediumType: "coalesce(medium_type, '')",
  mediumForms: "array_to_string(medium_forms, ',')",
  mediumAdditives: "array_to_string(medium_additives, ',')",
};

// One row of text: fields joined by chr(31), goods by chr(30) (codes are identifiers that hold
// neither, nor commas), in the database's own Cat. No. order.
const LOAD_SQL = sql.raw(`
  SELECT string_agg(concat_ws(chr(31),
      id, category_id, floor(extract(epoch FROM created_at) * 1000)::bigint, sort, citation_count,
      ${STORED_FIELDS.map((field) => FACET_COLUMNS[field]).join(', ')}
    ), chr(30) ORDER BY itemno) AS goods
  FROM goods WHERE on_shelf_flag`);

function addCodes(sets: Map<string, Bits>, list: string | undefined, position: number, size: number): void {
  if (!list) return;
  for (const code of list.split(',')) {
    let set = sets.get(code);
    if (!set) {
      set = emptyBits(size);
      sets.set(code, set);
    }
    setBit(set, position);
  }
}

/**
 * Each label group holds the label bit sets of its dictionary's codes: the same sets as
 * `labels` holds, shared (matching only reads them). A code no dictionary names stays in
 * `labels` only.
 */
function splitLabels(index: FinderIndex, typeOf: ReadonlyMap<string, AntibodyLabelType>): void {
  for (const [code, set] of index.bits.labels) {
    const type = typeOf.get(code);
    if (type) index.bits[LABEL_FIELDS[type]].set(code, set);
  }
}

function parseIndex(text: string | null, loadedAt = Date.now()): FinderIndex {
  const records = text ? text.split('\x1e') : [];
  const size = records.length;
  const index: FinderIndex = {
    size,
    ids: new Float64Array(size),
    createdAt: new Float64Array(size),
    sort: new Int32Array(size),
    citations: new Int32Array(size),
    categoryOf: new Uint32Array(size),
    categories: [],
    bits: Object.fromEntries(FACET_FIELDS.map((field) => [field, new Map<string, Bits>()])) as FinderIndex['bits'],
    loadedAt,
  };
  const categoryIds = new Map<string, number>();
  records.forEach((record, position) => {
    const [id, category = '', created, sort, cited, ...codes] = record.split('\x1f');
    index.ids[position] = Number(id);
    index.createdAt[position] = Number(created);
    index.sort[position] = Number(sort);
    index.citations[position] = Number(cited) || 0;
    let categoryId = categoryIds.get(category);
    if (categoryId === undefined) {
      categoryId = index.categories.push(category) - 1;
      categoryIds.set(category, categoryId);
    }
    index.categoryOf[position] = categoryId;
    STORED_FIELDS.forEach((field, i) => addCodes(index.bits[field], codes[i], position, size));
  });
  return index;
}

/** Which label dictionary names each code. */
async function labelTypes(db: Db): Promise<Map<string, AntibodyLabelType>> {
  const rows = await db
    .select({ dictType: sysDicts.dictType, dictCode: sysDicts.dictCode })
    .from(sysDicts)
    .where(inArray(sysDicts.dictType, [...ANTIBODY_LABEL_TYPES]));
  return new Map(rows.flatMap((row) => (isLabelType(row.dictType) ? [[row.dictCode, row.dictType] as const] : [])));
}

function isLabelType(type: string): type is AntibodyLabelType {
  return (ANTIBODY_LABEL_TYPES as readonly string[]).includes(type);
}

export async function loadIndex(db: Db): Promise<FinderIndex> {
  const [[row], typeOf] = await Promise.all([db.execute(LOAD_SQL).then((result) => rowsOf<{ goods: string | null }>(result)), labelTypes(db)]);
  const index = parseIndex(row?.goods ?? null);
  splitLabels(index, typeOf);
  return index;
}
