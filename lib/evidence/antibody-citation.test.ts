/** @jest-environment node */
import { antibodyCitation } from './antibody-citation';

describe('antibodyCitation', () => {
  it('names the Cat. No. and the RRID as journals ask for them', () => {
    expect(antibodyCitation('AB10001M', 'AB_1234567')).toEqual({ catNo: 'Cat# AB10001M', rrid: 'RRID:AB_1234567' });
  });

  it('names the Cat. No. alone without an RRID', () => {
    expect(antibodyCitation('AB10001M', null)).toEqual({ catNo: 'Cat# AB10001M', rrid: null });
    expect(antibodyCitation('AB10001M', '')).toEqual({ catNo: 'Cat# AB10001M', rrid: null });
  });
});
