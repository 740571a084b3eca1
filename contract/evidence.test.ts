/** @jest-environment node */
import { bandPosition, datasheetEditions, datasheetOf, LADDER_KDA, localisedDatasheetUrl, recommendedDilution, statedMolecularWeight } from './evidence';

describe('bandPosition', () => {
  it('runs heavier proteins higher, evenly in log(kDa)', () => {
    const positions = LADDER_KDA.map((kDa) => bandPosition(kDa, 0, 100));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // 100→50 and 50→25 are the same ratio, so the same distance.
    expect(bandPosition(50, 0, 100) - bandPosition(100, 0, 100)).toBeCloseTo(bandPosition(25, 0, 100) - bandPosition(50, 0, 100));
  });

  it('keeps bands on the gel', () => {
    expect(bandPosition(5000, 10, 110)).toBe(10);
    expect(bandPosition(1, 10, 110)).toBe(110);
    expect(bandPosition(36, 10, 110)).toBeGreaterThan(bandPosition(37, 10, 110));
  });
});

describe('statedMolecularWeight', () => {
  it('reads the first weight any text states', () => {
    expect(statedMolecularWeight(null, 'Rabbit polyclonal; calculated MW 36 kDa')).toBe(36);
    expect(statedMolecularWeight('理论分子量12.5 kDa')).toBe(12.5);
    expect(statedMolecularWeight('no weight', undefined)).toBeNull();
  });
});

describe('datasheet names', () => {
  it('maps the Chinese edition to its stored document and back', () => {
    expect(localisedDatasheetUrl('/files/docs/gapdh-AB10001P-datasheet.pdf', 'zh')).toBe('/files/docs/gapdh-AB10001P-datasheet-zh.pdf');
    expect(localisedDatasheetUrl('/files/docs/gapdh-AB10001P-datasheet.pdf', 'en')).toBe('/files/docs/gapdh-AB10001P-datasheet.pdf');
    expect(localisedDatasheetUrl('/files/docs/x-manual.pdf', 'zh')).toBe('/files/docs/x-manual.pdf');
    // Only our own /files/docs/ datasheets have a Chinese edition.
    expect(localisedDatasheetUrl('https://example.com/files/docs/a-datasheet.pdf', 'zh')).toBe('https://example.com/files/docs/a-datasheet.pdf');
    expect(localisedDatasheetUrl('/files/uploads/a-datasheet.pdf', 'zh')).toBe('/files/uploads/a-datasheet.pdf');
    expect(datasheetEditions('/files/docs/gapdh-AB10001P-datasheet.pdf')).toEqual({
      en: '/files/docs/gapdh-AB10001P-datasheet.pdf',
      zh: '/files/docs/gapdh-AB10001P-datasheet-zh.pdf',
    });
    expect(datasheetEditions('/files/docs/x-manual.pdf')).toBeNull();
    expect(datasheetOf('gapdh-AB10001P-datasheet-zh.pdf')).toEqual({ storedName: 'gapdh-AB10001P-datasheet.pdf', lang: 'zh' });
    expect(datasheetOf('gapdh-AB10001P-datasheet.pdf')).toEqual({ storedName: 'gapdh-AB10001P-datasheet.pdf', lang: 'en' });
    expect(datasheetOf('pump-I10001-manual.pdf')).toBeNull();
  });

  it('recommends a dilution for every application and a fallback otherwise', () => {
    expect(recommendedDilution('WB')).toBe('1:500–1:2000');
    expect(recommendedDilution('XYZ')).toBe('Optimise per assay');
  });
});
