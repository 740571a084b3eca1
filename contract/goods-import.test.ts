/** @jest-environment node */
import { GOODS_IMPORT_COLUMNS, GoodsImportRow } from './goods-import';

describe('the import row rrid column', () => {
  it('is a column, stored without its prefix, and an empty cell keeps what is stored', () => {
    expect(GOODS_IMPORT_COLUMNS).toContain('rrid');
    expect(GoodsImportRow.parse({ itemno: 'AB1', rrid: 'RRID:AB_123456' }).rrid).toBe('AB_123456');
    expect(GoodsImportRow.parse({ itemno: 'AB1', rrid: ' ab_42 ' }).rrid).toBe('AB_42');
    expect(GoodsImportRow.parse({ itemno: 'AB1', rrid: '' }).rrid).toBeUndefined();
    expect(GoodsImportRow.parse({ itemno: 'AB1' }).rrid).toBeUndefined();
  });

  it('refuses what is not an antibody RRID, naming the field', () => {
    const result = GoodsImportRow.safeParse({ itemno: 'AB1', rrid: 'CVCL_0030' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['rrid', "must be an antibody RRID such as 'RRID:AB_' followed by digits"],
    ]);
  });
});
