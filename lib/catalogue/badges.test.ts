/** @jest-environment node */
import { badgeFor, badgeMessageKey, badgesFor } from './badges';

describe('badgesFor', () => {
  it('gives the three fixed tags their own kinds and any other tag a hot badge', () => {
    expect(badgesFor('["Recommend","Promotion","Free gift","New"]')).toEqual([
      { kind: 'recommend', label: 'Recommend' },
      { kind: 'promotion', label: 'Promotion' },
      { kind: 'freeGift', label: 'Free gift' },
      { kind: 'hot', label: 'New' },
    ]);
  });

  it('accepts an array and keeps input order', () => {
    expect(badgesFor(['Hot', 'Recommend']).map((badge) => badge.kind)).toEqual(['hot', 'recommend']);
  });

  it('matches fixed tags regardless of case, spacing and hyphens, and in Chinese', () => {
    expect(badgesFor(['RECOMMEND', ' free-gift ', 'Free  Gift']).map((badge) => badge.kind)).toEqual(['recommend', 'freeGift']);
    expect(badgesFor(['推荐', '促销', '赠品']).map((badge) => badge.kind)).toEqual(['recommend', 'promotion', 'freeGift']);
  });

  it('removes duplicates, keeping the first', () => {
    expect(badgesFor(['New', 'Recommend', 'new', 'Recommend', 'recommend', 'Best seller'])).toEqual([
      { kind: 'hot', label: 'New' },
      { kind: 'recommend', label: 'Recommend' },
      { kind: 'hot', label: 'Best seller' },
    ]);
  });

  it('skips blank and non-string entries', () => {
    expect(badgesFor(['', '  ', 3, null, { tag: 'x' }, 'Hot'])).toEqual([{ kind: 'hot', label: 'Hot' }]);
  });

  it('trims labels', () => {
    expect(badgesFor(['  Best seller '])).toEqual([{ kind: 'hot', label: 'Best seller' }]);
  });

  it('tolerates malformed or missing input', () => {
    for (const value of ['["Recommend"', 'Recommend', '{"a":1}', '', null, undefined, 42, {}]) {
      expect(badgesFor(value)).toEqual([]);
    }
  });

  it('reads a doubly encoded list', () => {
    expect(badgesFor(JSON.stringify(JSON.stringify(['Promotion'])))).toEqual([{ kind: 'promotion', label: 'Promotion' }]);
  });
});

describe('badgeFor and badgeMessageKey', () => {
  it('returns null for a blank tag', () => {
    expect(badgeFor('   ')).toBeNull();
  });

  it('maps fixed kinds to message keys and hot to none', () => {
    expect(badgeMessageKey({ kind: 'recommend', label: 'Recommend' })).toBe('badge.recommend');
    expect(badgeMessageKey({ kind: 'promotion', label: '促销' })).toBe('badge.promotion');
    expect(badgeMessageKey({ kind: 'freeGift', label: 'Free gift' })).toBe('badge.freeGift');
    expect(badgeMessageKey({ kind: 'hot', label: 'Limited' })).toBeNull();
  });

  it('words the common hot tags New and Hot in both languages', () => {
    expect(badgeMessageKey({ kind: 'hot', label: 'New' })).toBe('badge.new');
    expect(badgeMessageKey({ kind: 'hot', label: ' HOT ' })).toBe('badge.hot');
    expect(badgeMessageKey({ kind: 'hot', label: '新品' })).toBe('badge.new');
  });
});
