import { antibodyLabels } from './antibody-labels';

describe('antibodyLabels', () => {
  it('reads clonality and host from the label codes', () => {
    expect(antibodyLabels(['recombinant-monoclonal', 'rabbit'])).toEqual({ clonality: 'recombinant-monoclonal', host: 'rabbit' });
    expect(antibodyLabels(['mouse', 'monoclonal'])).toEqual({ clonality: 'monoclonal', host: 'mouse' });
  });

  it('says nothing of goods without labels', () => {
    expect(antibodyLabels([])).toEqual({ clonality: null, host: null });
  });
});
