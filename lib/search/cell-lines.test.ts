/** @jest-environment node */
import { cellKeyword, toCellLineMatches } from './cell-lines';

describe('cellKeyword', () => {
  it('trims, and refuses a blank keyword', () => {
    expect(cellKeyword('  HeLa ')).toBe('HeLa');
    expect(cellKeyword('   ')).toBeNull();
    expect(cellKeyword('')).toBeNull();
  });
});

describe('toCellLineMatches', () => {
  it('links each cell line to its cell-bank listing', () => {
    const list = [
      { id: 'XB001001', dictValue: 'HeLa', pids: 'XB,XB001', linkUrl: null, remark: 'Cervix; adenocarcinoma' },
      { id: 'XB001001', dictValue: 'HeLa again', pids: 'XB,XB001' },
      { id: 'XB001002', dictValue: 'HeLa S3', pids: null, remark: '' },
      { id: '', dictValue: 'no id' },
      'junk',
    ];
    expect(toCellLineMatches(list)).toEqual([
      { id: 'XB001001', name: 'HeLa', remark: 'Cervix; adenocarcinoma', href: '/cell-bank?id=XB001001' },
      { id: 'XB001002', name: 'HeLa S3', remark: null, href: '/cell-bank?id=XB001002' },
    ]);
  });
});
