/**
 * The antibody finder (docs/product.md §2.4 item 3, §7.3): species, application, research-area,
 * host, clonality, conjugate and isotype facets, the primary-antibody (YK) and labelled-antibody (KT) sections, and a daily sample of
 * KT goods. Everything is answered from the finder index (facets-index.ts).
 */
import type { Db } from '../db/client';
import type { Lang } from '../http/locale';
import { loadSnapshot } from '../catalogue/category-snapshot';
import { forEachPosition } from './facets-bits';
import { finderIndex } from './facets-cache';
import { matchBits } from './facets-match';
import { facetGroups, finderQuery, type FacetGroup, type FinderFilter } from './facets';
import { summariesByIds, type GoodsSummary } from '../goods/goods-summary';
import type { AntibodyFacets } from '../../contract/finder';
export type { AntibodyFacets } from '../../contract/finder';

/** The finder's default root (docs/product.md §2.1: /antibody without id). */

/** YK: primary antibodies; KT: labelled antibodies and kits. */
export const ANTIBODY_SECTIONS = { YK: 'CP002001', KT: 'CP009' } as const;
export type AntibodySection = keyof typeof ANTIBODY_SECTIONS;

const ANTIBODY_FACETS = {
  species: { field: 'species', dictType: 'species' },
  applications: { field: 'applications', dictType: 'applications' },
  areas: { field: 'areas', dictType: 'areas' },
  hosts: { field: 'hosts', dictType: 'host' },
  clonality: { field: 'clonality', dictType: 'clonality' },
  conjugates: { field: 'conjugates', dictType: 'conjugate' },
  isotypes: { field: 'isotypes', dictType: 'isotype' },
} satisfies Record<string, FacetGroup>;

export function antibodyFacets(db: Db, goodsCate: string, filter: FinderFilter, lang: Lang): Promise<AntibodyFacets> {
  return facetGroups(db, finderQuery([goodsCate], filter), ANTIBODY_FACETS, lang);
}

/** FNV-1a: a seed text as 32 bits. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** murmur3's finaliser over (id, salt): a well-spread rank that is the same for the same pair. */
function rank(id: number, salt: number): number {
  let h = Math.imul((id >>> 0) ^ salt, 0x9e3779b1) ^ Math.floor(id / 2 ** 32);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The seed when the caller gives none: today's UTC date, so the sample changes daily and caches for the day. */
export function todaysSeed(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** `limit` KT goods in an order that looks shuffled but is fixed by the seed. */
export async function labelledSample(db: Db, limit: number, seed: string, lang: Lang): Promise<GoodsSummary[]> {
  const [index, snapshot] = await Promise.all([finderIndex(db), loadSnapshot(db)]);
  const bits = matchBits(index, snapshot, finderQuery([ANTIBODY_SECTIONS.KT], {}));
  const salt = hashText(seed);
  const ranked: [rank: number, id: number][] = [];
  forEachPosition(bits, (position) => {
    const id = index.ids[position] ?? 0;
    ranked.push([rank(id, salt), id]);
  });
  ranked.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return summariesByIds(
    db,
    ranked.slice(0, limit).map(([, id]) => id),
    lang,
  );
}
