import { labelCode, replaceLabels, type AntibodyLabelType, type LabelEntry } from './antibody-labels';

const entries: LabelEntry[] = [
  { type: 'host', code: 'rabbit', names: ['Rabbit', '兔'] },
  { type: 'host', code: 'mouse', names: ['Mouse', '小鼠'] },
  { type: 'clonality', code: 'polyclonal', names: ['Polyclonal', '多克隆'] },
  { type: 'conjugate', code: 'HRP', names: ['Horseradish peroxidase (HRP)', '辣根过氧化物酶（HRP）'] },
  { type: 'conjugate', code: 'unconjugated', names: ['Unconjugated', '未标记'] },
  { type: 'isotype', code: 'IgG1', names: ['IgG1'] },
];
const typeOf = (code: string): AntibodyLabelType | undefined => entries.find((entry) => entry.code === code)?.type;

describe('labelCode', () => {
  it('reads a code or a name in either language, in any case', () => {
    expect(labelCode(entries, 'host', 'rabbit')).toBe('rabbit');
    expect(labelCode(entries, 'host', ' Rabbit ')).toBe('rabbit');
    expect(labelCode(entries, 'host', '小鼠')).toBe('mouse');
    expect(labelCode(entries, 'conjugate', 'hrp')).toBe('HRP');
    expect(labelCode(entries, 'isotype', 'igg1')).toBe('IgG1');
  });

  it('knows only the codes of the asked type', () => {
    expect(labelCode(entries, 'host', 'polyclonal')).toBeNull();
    expect(labelCode(entries, 'host', 'llama')).toBeNull();
  });
});

describe('replaceLabels', () => {
  it("replaces a type's code and keeps every other label in its place", () => {
    expect(replaceLabels(['polyclonal', 'rabbit', 'IgG1', 'validated'], { host: 'mouse' }, typeOf)).toEqual(['polyclonal', 'IgG1', 'validated', 'mouse']);
  });

  it('adds codes of types the goods did not carry, in type order, once', () => {
    expect(replaceLabels([], { isotype: 'IgG1', host: 'rabbit' }, typeOf)).toEqual(['rabbit', 'IgG1']);
    expect(replaceLabels(['rabbit'], { host: 'rabbit' }, typeOf)).toEqual(['rabbit']);
  });

  it('changes nothing when no type is given', () => {
    expect(replaceLabels(['polyclonal', 'HRP'], {}, typeOf)).toEqual(['polyclonal', 'HRP']);
  });
});
