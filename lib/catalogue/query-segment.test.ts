/** @jest-environment node */
import { cleanKeyword, decodeSegmentText, encodeSegmentText, MAX_CHECKED_PER_GROUP, parseCodeList, parsePage, safeDecode } from './query-segment';

describe('query segments', () => {
  it.each(['HeLa', 'Jurkat, Clone E6-1', '宫颈 癌', 'a.b~c/d%e?f&g', ''])('round-trips %p using only base64url characters', (text) => {
    const encoded = encodeSegmentText(text);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/);
    expect(decodeSegmentText(encoded)).toBe(text);
  });

  it('reads anything else as no text', () => {
    expect(decodeSegmentText('a.b')).toBe('');
    expect(decodeSegmentText('%E4')).toBe('');
    // Valid base64 of bytes that are not UTF-8.
    expect(decodeSegmentText('_w')).toBe('');
  });

  it('cleans a keyword: trimmed, white space collapsed, bounded', () => {
    expect(cleanKeyword('  HeLa \n cells ', 50)).toBe('HeLa cells');
    expect(cleanKeyword(null, 50)).toBe('');
    expect(cleanKeyword('abc def', 4)).toBe('abc');
  });

  it('reads comma lists of codes: malformed dropped, de-duplicated, sorted, bounded', () => {
    expect(parseCodeList('mouse,human,,mouse,<x>,IHC-P')).toEqual(['IHC-P', 'human', 'mouse']);
    expect(parseCodeList(null)).toEqual([]);
    expect(parseCodeList(Array.from({ length: 50 }, (_, i) => `c${String(i).padStart(2, '0')}`).join(','))).toHaveLength(MAX_CHECKED_PER_GROUP);
  });

  it('reads pages from 2 on, anything else as page 1', () => {
    expect(parsePage('3')).toBe(3);
    for (const value of ['1', '0', '-2', '2.5', 'x', null, '10001']) expect(parsePage(value)).toBe(1);
  });

  it('decodes a segment once, leaving a malformed one as it is', () => {
    expect(safeDecode('id~CP002.sp~human%2Cmouse')).toBe('id~CP002.sp~human,mouse');
    expect(safeDecode('%E4%zz')).toBe('%E4%zz');
  });
});
