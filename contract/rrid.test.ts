/** @jest-environment node */
import { antibodyRrid } from './rrid';

describe('antibodyRrid', () => {
  it('reads an antibody RRID with or without its prefix, in any case', () => {
    expect(antibodyRrid('AB_123456')).toBe('AB_123456');
    expect(antibodyRrid(' RRID:AB_10000001 ')).toBe('AB_10000001');
    expect(antibodyRrid('rrid: ab_42')).toBe('AB_42');
  });

  it('is null for anything else', () => {
    for (const junk of ['', 'AB_', 'AB123', 'AB_12a', 'RRID:', 'RRID:SCR_003070', 'CVCL_0030', 'AB_12345678901', 'AB_1 2', '<b>AB_1</b>']) {
      expect(antibodyRrid(junk)).toBeNull();
    }
  });
});
