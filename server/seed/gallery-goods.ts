/**
 * Which goods a gallery image shows (docs/product.md §2.2 "Gallery"): candidates in order of
 * preference, matched against the seeded catalogue's on-shelf titles. A stain points at its kit,
 * else at the histology service for that stain; an IHC/IF marker at an antibody for that target,
 * else at the staining service; an instrument at the instrument itself.
 */

/** A title the goods must have exactly, or start with. */
export type TitleMatch = { exact: string } | { prefix: string };

export interface GoodsTitle {
  id: number;
  titleEn: string;
}

/** The first candidate any on-shelf goods matches wins; among its matches the lowest id. */
export function pickGoods(candidates: readonly TitleMatch[], titles: readonly GoodsTitle[]): number | null {
  for (const candidate of candidates) {
    let best: number | null = null;
    for (const { id, titleEn } of titles) {
      const hit = 'exact' in candidate ? titleEn === candidate.exact : titleEn.startsWith(candidate.prefix);
      if (hit && (best === null || id < best)) best = id;
    }
    if (best !== null) return best;
  }
  return null;
}

export function stainCandidates(stain: { id: string; en: string }, tissueEn: string): TitleMatch[] {
  if (stain.id === 'he') {
    return [{ exact: `${stain.en} staining kit` }, { exact: `H&E staining: ${tissueEn}` }, { exact: 'H&E staining' }];
  }
  return [{ exact: `${stain.en} staining kit` }, { exact: `Special stains: ${stain.en}` }, { exact: 'Special stains' }];
}

export function markerCandidates(symbol: string, method: 'ihc' | 'if'): TitleMatch[] {
  const service = method === 'ihc' ? 'Immunohistochemistry (IHC) staining' : 'Immunofluorescence (IF) staining';
  return [{ prefix: `Anti-${symbol} ` }, { prefix: `Recombinant Anti-${symbol} ` }, { exact: `${service}: ${symbol}` }, { exact: service }];
}

export function instrumentCandidates(instrumentEn: string): TitleMatch[] {
  return [{ prefix: `${instrumentEn}, model ` }, { exact: instrumentEn }];
}
