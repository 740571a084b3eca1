/**
 * Demo publication references of antibodies and kits (docs/product.md §2.6 citations): goods
 * with a published impact factor and some kits are cited in 1–40 papers each, written from the
 * goods item's own target, applications and species, so a reference reads like one a buyer
 * would find. Deterministic per goods id: the same catalogue gives the same citations.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { goodsCitations } from '../db/schema';
import { insertInBatches } from './batch-insert';
import { createRandom, type Random } from './random';
import { vocabulary } from './vocabulary';

type CitationRow = typeof goodsCitations.$inferInsert;

/**
 * Most cited items hold a few references; a few hold dozens (a long tail, as real catalogues show).
 * @internal exported for its tests
 */
export const MAX_CITATIONS = 40;
const FIRST_YEAR = 2012;
const LAST_YEAR = 2026;

const JOURNALS = [
  'Nature Communications',
  'Cell Reports',
  'Journal of Biological Chemistry',
  'Oncogene',
  'Cell Death & Disease',
  'Scientific Reports',
  'PLoS One',
  'Frontiers in Immunology',
  'Journal of Neuroscience',
  'Cancer Research',
  'EMBO Journal',
  'Molecular Cell',
  'Autophagy',
  'Theranostics',
  'Journal of Experimental Medicine',
  'Nucleic Acids Research',
  'Cell Metabolism',
  'Circulation Research',
  'Stem Cell Reports',
  'International Journal of Molecular Sciences',
];

const SURNAMES = [
  'Zhang',
  'Wang',
  'Li',
  'Liu',
  'Chen',
  'Yang',
  'Huang',
  'Zhao',
  'Wu',
  'Zhou',
  'Xu',
  'Sun',
  'Ma',
  'Zhu',
  'Hu',
  'Guo',
  'Smith',
  'Müller',
  'Garcia',
  'Tanaka',
  'Kim',
  'Park',
  'Nguyen',
  'Rossi',
  'Johnson',
  'Brown',
  'Schmidt',
  'Sato',
  'Lee',
  'Martin',
];
const INITIALS = 'ABCDEFGHJKLMNPQRSTWXYZ';

/** What the title templates read: the target's symbol, a cell line or tissue, a research theme. */
interface Topic {
  target: string;
  model: string;
  theme: string;
  species: string;
}

const TITLES: readonly ((topic: Topic) => string)[] = [
  (t) => `${t.target} promotes ${t.theme} in ${t.model} cells`,
  (t) => `Loss of ${t.target} impairs ${t.theme} and alters signalling in ${t.species} ${t.model} models`,
  (t) => `${t.target}-dependent regulation of ${t.theme} revealed by proteomic profiling`,
  (t) => `A ${t.target} axis controls ${t.theme} in ${t.model}`,
  (t) => `Targeting ${t.target} sensitises ${t.model} cells to therapy through ${t.theme}`,
  (t) => `Single-cell analysis identifies ${t.target}-high populations linked to ${t.theme}`,
  (t) => `${t.target} expression predicts outcome and ${t.theme} in ${t.species} ${t.model}`,
  (t) => `Post-translational control of ${t.target} during ${t.theme}`,
];

const THEMES: Record<string, readonly string[]> = {
  cancer: ['tumour growth', 'metastasis', 'epithelial–mesenchymal transition', 'chemoresistance'],
  neuro: ['synaptic plasticity', 'neuronal survival', 'neuroinflammation', 'axon regeneration'],
  immuno: ['T-cell activation', 'macrophage polarisation', 'inflammatory signalling', 'antigen presentation'],
  'cell-cycle': ['G1/S progression', 'mitotic entry', 'cell proliferation'],
  apoptosis: ['apoptotic cell death', 'mitochondrial permeabilisation', 'caspase activation'],
  autophagy: ['autophagic flux', 'mitophagy', 'lysosomal degradation'],
  signal: ['kinase signalling', 'growth-factor signalling', 'receptor trafficking'],
  epigenetics: ['chromatin remodelling', 'histone modification', 'transcriptional silencing'],
  metabolism: ['glycolytic reprogramming', 'lipid metabolism', 'insulin sensitivity'],
  'stem-cell': ['stem-cell self-renewal', 'lineage commitment', 'pluripotency'],
  cardio: ['cardiac hypertrophy', 'vascular remodelling', 'endothelial dysfunction'],
  cytoskeleton: ['cell migration', 'cytoskeletal remodelling', 'focal adhesion turnover'],
  'dna-damage': ['DNA damage repair', 'replication stress', 'genome stability'],
  'loading-control': ['cell proliferation', 'metabolic stress', 'oxidative stress'],
};

function authors(random: Random): string {
  const names = Array.from(
    { length: random.int(3, 6) },
    () => `${random.pick(SURNAMES)} ${random.pick([...INITIALS])}${random.chance(0.4) ? random.pick([...INITIALS]) : ''}`,
  );
  return random.chance(0.6) ? `${names.slice(0, 3).join(', ')}, et al.` : names.join(', ');
}

/**
 * How many papers cite an item: 1–MAX_CITATIONS, most of them few.
 * @internal exported for its tests
 */
export function citationCountFor(random: Random): number {
  return 1 + Math.floor((MAX_CITATIONS - 1) * random.next() ** 3);
}

/**
 * The goods fields a citation is written from.
 * @internal exported for its tests
 */
export interface CitedGoods {
  id: number;
  symbol: string | null;
  applicationCodes: string[];
  speciesCodes: string[];
  areaCodes: string[];
}

const speciesNames = new Map(vocabulary.species.map((s) => [s.id, s.en.toLowerCase()]));
const modelsBySpecies: Record<string, readonly string[]> = {
  human: vocabulary.cellLines.filter((line) => line.species === 'Human').map((line) => line.name),
  mouse: vocabulary.cellLines.filter((line) => line.species === 'Mouse').map((line) => line.name),
};
const TISSUES = vocabulary.tissues.map((tissue) => tissue.en.toLowerCase());

/**
 * The references of one goods item, newest first; deterministic per goods id.
 * @internal exported for its tests
 */
export function citationsFor(item: CitedGoods, count: number): CitationRow[] {
  const random = createRandom(`citations:${item.id}`);
  const applications = item.applicationCodes.length ? item.applicationCodes : ['WB'];
  const species = item.speciesCodes.length ? item.speciesCodes : ['human'];
  const themes = THEMES[item.areaCodes[0] ?? ''] ?? THEMES.signal ?? ['cell signalling'];
  const pmids = new Set<string>();
  const rows: CitationRow[] = [];
  for (let i = 0; i < count; i++) {
    // Later years hold more papers, as citations of a product accumulate.
    const year = LAST_YEAR - Math.floor((LAST_YEAR - FIRST_YEAR + 1) * random.next() ** 1.6);
    let pmid: string;
    do {
      pmid = String(22_000_000 + (year - FIRST_YEAR) * 1_000_000 + random.int(0, 999_999));
    } while (pmids.has(pmid));
    pmids.add(pmid);
    const speciesCode = random.pick(species);
    const lines = modelsBySpecies[speciesCode];
    const topic: Topic = {
      target: item.symbol ?? random.pick(vocabulary.antibodyTargets).symbol,
      model: lines?.length && random.chance(0.6) ? random.pick(lines) : random.pick(TISSUES),
      theme: random.pick(themes),
      species: speciesNames.get(speciesCode) ?? speciesCode,
    };
    const title = random.pick(TITLES)(topic);
    rows.push({
      goodsId: item.id,
      pmid,
      authors: authors(random),
      title: title.charAt(0).toUpperCase() + title.slice(1),
      journal: random.pick(JOURNALS),
      year,
      applicationCode: random.pick(applications),
      speciesCode,
    });
  }
  return rows.sort((a, b) => b.year - a.year || a.pmid.localeCompare(b.pmid));
}

interface GoodsRow {
  id: number;
  harmony_title: string | null;
  application_codes: string;
  species_codes: string;
  area_codes: string;
  if_value: string | null;
}

/** Goods cited in papers: every item with an impact factor, and a third of the kits. */
async function citedGoods(db: Db): Promise<CitedGoods[]> {
  const rows = rowsOf<GoodsRow>(
    await db.execute(sql`
      SELECT id, harmony_title, array_to_string(application_codes, ',') AS application_codes,
             array_to_string(species_codes, ',') AS species_codes, array_to_string(area_codes, ',') AS area_codes, if_value
      FROM goods WHERE if_value IS NOT NULL OR title_en ILIKE '%kit%' ORDER BY id`),
  );
  const list = (text: string) => (text ? text.split(',') : []);
  return rows
    .filter((row) => row.if_value !== null || createRandom(`cited-kit:${row.id}`).chance(1 / 3))
    .map((row) => ({
      id: Number(row.id),
      // Antibodies keep their target's gene symbol as harmony title; kits name their analyte in the title.
      symbol: row.if_value !== null && row.harmony_title && /^[A-Z0-9-]{2,12}$/.test(row.harmony_title) ? row.harmony_title : null,
      applicationCodes: list(row.application_codes),
      speciesCodes: list(row.species_codes),
      areaCodes: list(row.area_codes),
    }));
}

/** Writes the citations of the demo catalogue and each item's citation_count. */
export async function insertCitations(db: Db): Promise<number> {
  let total = 0;
  let batch: CitationRow[] = [];
  for (const item of await citedGoods(db)) {
    const rows = citationsFor(item, citationCountFor(createRandom(`citation-count:${item.id}`)));
    batch.push(...rows);
    total += rows.length;
    if (batch.length >= 5_000) {
      await insertInBatches(db, goodsCitations, batch);
      batch = [];
    }
  }
  if (batch.length) await insertInBatches(db, goodsCitations, batch);
  await db.execute(sql`
    UPDATE goods SET citation_count = counted.n
    FROM (SELECT goods_id, count(*)::int AS n FROM goods_citations GROUP BY goods_id) AS counted
    WHERE goods.id = counted.goods_id`);
  return total;
}
