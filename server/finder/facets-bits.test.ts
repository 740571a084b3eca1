import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { andInto, countBits, countBoth, emptyBits, forEachPosition, orInto, setBit, slicePositions } from './facets-bits';

/** A repeatable pseudo-random set of positions below `size`. */
function randomSet(size: number, density: number, seed: number): number[] {
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
  return Array.from({ length: size }, (_, i) => i).filter(() => next() < density);
}

function bitsOf(size: number, positions: number[]) {
  const bits = emptyBits(size);
  for (const position of positions) setBit(bits, position);
  return bits;
}

describe('facet bit sets', () => {
  test('count, intersect and list positions like plain arrays', () => {
    for (const [size, density, seed] of [
      [1, 1, 1],
      [31, 0.5, 2],
      [32, 1, 3],
      [1000, 0.1, 4],
      [1000, 0.9, 5],
      [4097, 0.02, 6],
    ] as const) {
      const a = randomSet(size, density, seed);
      const b = randomSet(size, 0.5, seed + 100);
      const bitsA = bitsOf(size, a);
      const bitsB = bitsOf(size, b);
      assert.equal(countBits(bitsA), a.length);
      const both = a.filter((position) => b.includes(position));
      assert.equal(countBoth(bitsA, bitsB), both.length);
      const listed: number[] = [];
      forEachPosition(andInto(bitsA.slice(), bitsB), (position) => listed.push(position));
      assert.deepEqual(listed, both);
      assert.equal(countBits(orInto(bitsA.slice(), bitsB)), new Set([...a, ...b]).size);
    }
  });

  test('pages through positions in either direction, skipping whole words', () => {
    const size = 5000;
    const set = randomSet(size, 0.3, 42);
    const bits = bitsOf(size, set);
    for (const [offset, limit] of [
      [0, 20],
      [3, 5],
      [31, 2],
      [64, 100],
      [1400, 50],
      [set.length - 3, 10],
      [set.length, 5],
    ] as const) {
      assert.deepEqual(slicePositions(bits, offset, limit), set.slice(offset, offset + limit), `asc ${offset}+${limit}`);
      assert.deepEqual(slicePositions(bits, offset, limit, true), [...set].reverse().slice(offset, offset + limit), `desc ${offset}+${limit}`);
    }
  });
});
