/**
 * A small seeded pseudo-random generator (mulberry32). The demo catalogue must come out the
 * same, byte for byte, on every machine and every run, so nothing in server/seed may use
 * Math.random() or the clock.
 */

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks one item, each as likely as its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** k distinct items in random order (all of them when k exceeds the list). */
  sample<T>(items: readonly T[], k: number): T[];
  /** k distinct items kept in the list's own order, for stable, readable lists. */
  subset<T>(items: readonly T[], k: number): T[];
  shuffle<T>(items: readonly T[]): T[];
}

/** FNV-1a: turns a stream name into a 32-bit seed, so each part of the seed has its own stream. */
function seedFrom(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRandom(seed: number | string): Random {
  let state = (typeof seed === 'string' ? seedFrom(seed) : seed) >>> 0;

  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));

  const at = <T>(items: readonly T[], index: number): T => {
    const item = items[index];
    if (item === undefined) throw new Error(`random: no item at ${index} of ${items.length}`);
    return item;
  };

  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = int(0, i);
      const swap = at(copy, i);
      copy[i] = at(copy, j);
      copy[j] = swap;
    }
    return copy;
  };

  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => at(items, int(0, items.length - 1)),
    weighted(items) {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return at(items, items.length - 1)[0];
    },
    sample: (items, k) => shuffle(items).slice(0, Math.max(0, k)),
    subset(items, k) {
      const chosen = new Set(shuffle(items.map((_, i) => i)).slice(0, Math.max(0, k)));
      return items.filter((_, i) => chosen.has(i));
    },
    shuffle,
  };
}
