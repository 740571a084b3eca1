/** @jest-environment node */
import { antibodyCitation, citationMessage } from './antibody-citation';

describe('antibodyCitation', () => {
  it('names the Cat. No. and the RRID as journals ask for them', () => {
    expect(antibodyCitation('AB10001M', 'AB_1234567')).toEqual({ catNo: 'Cat# AB10001M', lot: null, rrid: 'RRID:AB_1234567' });
  });

  it('names the Cat. No. alone without an RRID', () => {
    expect(antibodyCitation('AB10001M', null)).toEqual({ catNo: 'Cat# AB10001M', lot: null, rrid: null });
    expect(antibodyCitation('AB10001M', '')).toEqual({ catNo: 'Cat# AB10001M', lot: null, rrid: null });
  });

  it('names the lot where it is known', () => {
    expect(antibodyCitation('AB10001M', 'AB_1234567', 'AB10001-2406A')).toEqual({
      catNo: 'Cat# AB10001M',
      lot: 'Lot# AB10001-2406A',
      rrid: 'RRID:AB_1234567',
    });
    expect(antibodyCitation('AB10001M', null, '')).toEqual({ catNo: 'Cat# AB10001M', lot: null, rrid: null });
  });
});

describe('citationMessage', () => {
  it('picks the sentence for the tokens there are', () => {
    expect(citationMessage(antibodyCitation('AB1', null))).toBe('citeLine');
    expect(citationMessage(antibodyCitation('AB1', 'AB_1'))).toBe('citeLineRrid');
    expect(citationMessage(antibodyCitation('AB1', null, 'L1'))).toBe('citeLineLot');
    expect(citationMessage(antibodyCitation('AB1', 'AB_1', 'L1'))).toBe('citeLineLotRrid');
  });
});
